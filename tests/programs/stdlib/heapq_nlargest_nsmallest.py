import heapq
nums = [5, 1, 8, 3, 9, 2, 8, 7, 1, 0, 6]
for n in [-1, 0, 1, 2, 3, 5, 11, 20]:
    print(n, heapq.nlargest(n, nums), heapq.nsmallest(n, nums))
people = [("ann", 31), ("bob", 25), ("cy", 31), ("di", 19), ("ed", 25)]
print(heapq.nlargest(2, people, key=lambda p: p[1]), heapq.nsmallest(3, people, key=lambda p: p[1]))
print(heapq.nlargest(1, people, key=lambda p: p[1]), heapq.nsmallest(1, people, key=lambda p: p[1]))
print(heapq.nlargest(3, "mississippi"), heapq.nsmallest(3, "mississippi"))
print(heapq.nlargest(2, iter([4, 9, 1])), heapq.nsmallest(2, (x * x for x in range(-3, 4))))
print(heapq.nsmallest(4, [2.5, 1, 3.0, 1.0, -2]), heapq.nlargest(2, {3: "a", 7: "b", 5: "c"}))
print(heapq.nlargest(3, [], key=abs), heapq.nsmallest(2, [-5, 3, -1, 4], key=abs), heapq.nlargest(2, [-5, 3, -1, 4], key=abs))
print(heapq.nsmallest(2, [[3, 1], [1, 2], [1, 1]]), heapq.nlargest(2, ["b", "a", "c"], key=str.upper))
try:
    heapq.nsmallest(2)
except TypeError as e:
    print("TypeError", e)
print(heapq.nlargest(2, [1, "two", 3]))
