# a & b walks the smaller set and looks up in the larger.
a = {1, 9, 17, 25, 33, 41}
b = {41, 33, 2, 9, 100}
print(a & b, b & a)
print(a.intersection(b), b.intersection(a))
print(a.intersection([41, 9, 1, 77]), a.intersection(range(50)))
print(a.intersection(b, [9, 41, 5]))
print(a.intersection())
# which of the equal keys survives depends on the walked set
print({1} & {True}, {True} & {1}, {1, 2} & {True}, {True} & {1, 2})
print({1.0, 2.0} & {1, 2, 3}, {1, 2, 3} & {1.0, 2.0})
print({1, 2, 3}.intersection([True, 2.0]))
c = set(range(0, 64, 4))
c &= {8, 16, 24, 32, 40, 7}
print(c)
c.intersection_update(range(20, 50))
print(c)
d = set(range(100))
d.intersection_update([64, 32, 96, 0, 16, 48, 80])
print(d)
e = set(range(0, 300, 3))
e &= set(range(0, 300, 5))
print(e)
print(frozenset(a) & b, type(frozenset(a) & b).__name__)
f = {i * 16 for i in range(30)}
print(f & {i * 32 for i in range(10)})
print(f.intersection([i * 48 for i in range(10)]))
