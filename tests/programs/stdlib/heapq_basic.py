import heapq
data = [9, 4, 7, 1, 8, 2, 2, 6, 0, 5, 3]
h = []
for x in data:
    heapq.heappush(h, x)
    print(h)
print([heapq.heappop(h) for _ in range(len(h))], h)
h = list(data)
heapq.heapify(h)
print(h)
print(heapq.heapreplace(h, 10), h)
print(heapq.heappushpop(h, -1), h)
print(heapq.heappushpop(h, 4), h)
print(heapq.heappushpop([], 3))
tasks = [(3, "write"), (1, "plan"), (2, "code"), (1, "alpha")]
heapq.heapify(tasks)
print(tasks, [heapq.heappop(tasks) for _ in range(4)])
words = ["pear", "fig", "banana", "kiwi", "apple"]
heapq.heapify(words)
print(words, heapq.heappop(words))
big = list(range(3000, 0, -1))
heapq.heapify(big)
print(big[:10], [heapq.heappop(big) for _ in range(5)], len(big))
f = [3.5, 1.25, 2.0, -1.0]
heapq.heapify(f)
print(f)
