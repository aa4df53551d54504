import heapq
class RunningMedian:
    def __init__(self):
        self.lo = []
        self.hi = []
    def add(self, x):
        heapq.heappush(self.lo, -x)
        heapq.heappush(self.hi, -heapq.heappop(self.lo))
        if len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))
    def median(self):
        if len(self.lo) > len(self.hi):
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2
rm = RunningMedian()
out = []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2]:
    rm.add(x)
    out.append(rm.median())
print(out)
def top_k_frequent(words, k):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return [w for w, _ in heapq.nsmallest(k, counts.items(), key=lambda kv: (-kv[1], kv[0]))]
print(top_k_frequent("the day is sunny the the the sunny is is".split(), 4))
def kth_largest(nums, k):
    h = nums[:k]
    heapq.heapify(h)
    for x in nums[k:]:
        if x > h[0]:
            heapq.heapreplace(h, x)
    return h[0]
print(kth_largest([3, 2, 1, 5, 6, 4], 2), kth_largest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
streams = [[1, 5, 9], [2, 6], [0, 3, 4, 10]]
print(list(heapq.merge(*streams)), heapq.nlargest(3, heapq.merge(*streams)))
h = []
for i, name in enumerate(["c", "a", "b", "a"]):
    heapq.heappush(h, (name, i))
print([heapq.heappop(h) for _ in range(len(h))])
h = [(2, "b"), (1, "a")]
heapq.heapify(h)
print(h, heapq.nsmallest(5, [(1, "z"), (1, "a")]), heapq.nlargest(2, [1.5, -2, 7, 7]), heapq.nlargest(1, []))
print(heapq.nsmallest(2, range(100), key=lambda x: -x), heapq.nlargest(3, "hello", key=ord))
