# a ^ b copies b, then toggles a's elements in.
a = {1, 9, 17, 25}
b = {9, 33, 41, 2}
print(a ^ b, b ^ a)
print(a.symmetric_difference(b), a.symmetric_difference([33, 1, 50]))
c = set(range(10))
c ^= {5, 6, 7, 8, 9, 10, 11, 12}
print(c)
c.symmetric_difference_update([0, 1, 100, 200])
print(c)
c.symmetric_difference_update({k: 1 for k in [2, 3, 300]})
print(c)
d = {i * 8 for i in range(10)}
d ^= {i * 16 for i in range(10)}
print(d)
print(frozenset(a) ^ b, type(frozenset(a) ^ b).__name__)
e = set(range(20))
e ^= e
print(e)
f = {1, 2, 3}
f.symmetric_difference_update(f)
print(f)
g = set(range(0, 50, 5))
for k in range(0, 50, 10):
    g ^= {k, k + 1}
print(g)
