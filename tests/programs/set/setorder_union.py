# a | b copies a then adds b's elements in b's table order.
a = {1, 9, 17}
b = {25, 33, 2, 10}
print(a | b, b | a)
print(a.union(b), b.union(a))
print(a.union([40, 8, 0]), a.union((48,), {56, 64}))
print(a.union(), a.union(a))
print(frozenset(a) | b, a | frozenset(b))
print(type(frozenset(a) | b).__name__, type(a | frozenset(b)).__name__)
c = set(a)
c |= b
print(c)
c |= {100, 200, 300, 400, 500, 600}
print(c)
c.update([7, 15, 23], range(31, 60, 8))
print(c)
c.update({k: None for k in [72, 80, 88]})
print(c)
e = set()
e.update(range(0, 40, 4))
print(e)
e.update({k: 0 for k in [3, 11, 19, 27]})
print(e)
big = set(range(0, 200, 8))
small = {1, 2, 3}
print(small | big)
print(list(big | small)[:12])
x = {1, 2, 3, 4, 5}
x.update(x)
print(x | x)
