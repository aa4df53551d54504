# iterating pairs of tuples
a = (1, 2, 3, 4)
b = ("w", "x", "y", "z")
print(tuple(zip(a, b)))
print(tuple(x * 2 for x in a), tuple(reversed(b)))
for i, (n, s) in enumerate(zip(a, b)):
    print(i, n, s, s * n)
pairs = tuple((a[i], a[i + 1]) for i in range(len(a) - 1))
print(pairs)
print(tuple(y - x for x, y in pairs))
flat = tuple(v for p in pairs for v in p)
print(flat, len(flat))
print(dict(zip(b, a)), tuple(zip(*zip(a, b))) == (a, b))
