# a - b: a new table for small a, else a copy of a with b removed.
a = {1, 9, 17, 25, 33, 41}
b = {9, 33}
print(a - b, b - a)
print(a.difference(b), a.difference([1, 41]), a.difference(b, [17]))
print(a.difference())
big = set(range(0, 100, 3))
print(big - {3, 6, 9})
print(big.difference([30, 60, 90]))
print(big.difference({k: 0 for k in [0, 99]}))
c = set(range(40))
c -= set(range(0, 40, 2))
print(c)
c.difference_update(range(1, 40, 3))
print(c)
c.add(100)
c.add(2)
print(c)
d = set(range(32))
d.difference_update([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
print(d)
d.update([64, 65, 1])
print(d)
e = {5, 13, 21}
e -= set(range(1000))
print(e)
f = frozenset(range(10)) - {3, 4}
print(f, type(f).__name__)
g = {1, 2, 3, 4, 5, 6, 7, 8, 9}
g.difference_update(g)
print(g)
