# unpacking lists, starred targets and splats
first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
*init, tail = "abc"
print(init, tail)
head, *rest = [1]
print(head, rest)
a, b = [10, 20]
a, b = b, a
print(a, b)
combined = [*range(3), *"xy", *[9]]
print(combined)
(p, q), r = [1, 2], 3
print(p, q, r)
for x, *ys in [[1, 2, 3], [4], [5, 6]]:
    print(x, ys)
print(*[1, 2, 3], sep="-")
nested = [[1, [2, 3]], [4, [5, 6]]]
for a, (b, c) in nested:
    print(a + b + c)
