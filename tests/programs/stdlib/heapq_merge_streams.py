import heapq
logs_a = [(1, "a: boot"), (5, "a: ready"), (9, "a: stop")]
logs_b = [(2, "b: boot"), (5, "b: ready"), (7, "b: work")]
logs_c = []
for t, msg in heapq.merge(logs_a, logs_b, logs_c):
    print(t, msg)
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
print(list(heapq.merge(["apple", "fig"], ["Banana", "date"], key=str.lower)))
print(list(heapq.merge([1, 1, 2], [1, 2, 2], [0, 3])))
print(list(heapq.merge()), list(heapq.merge([])), list(heapq.merge([], [1])))
words = [["a", "ccc"], ["bb", "dddd"], ["e"]]
print(list(heapq.merge(*[sorted(w, key=len) for w in words], key=len)))
pairs = [[(1, "x"), (3, "y")], [(1, "z"), (2, "w")]]
print(list(heapq.merge(*pairs, key=lambda p: p[0])))
m = heapq.merge(iter([1, 4]), iter([2, 3]))
print(next(m), next(m), list(m))
def gen(start, step, n):
    for i in range(n):
        yield start + i * step
print(list(heapq.merge(gen(0, 3, 4), gen(1, 3, 4), gen(2, 3, 4))))
print(heapq.nsmallest(4, heapq.merge(range(0, 100, 7), range(0, 100, 11))))
try:
    list(heapq.merge([1, 2], ["a"]))
except TypeError as e:
    print("TypeError:", e)
