# set()/frozenset() from various iterables, and copies.
data = [16, 8, 0, 1, 2, 32, 64, 9]
print(set(data))
print(set(tuple(data)))
print(set(reversed(data)))
print(frozenset(data))
print(set(range(30, 0, -4)))
d = {k: k % 5 for k in [16, 8, 0, 1, 2, 32]}
print(set(d))
print(set(d.keys()))
print(set(d.values()))
print(set(d.items()))
s = set(data)
s.discard(0)
s.discard(8)
print(set(s), s.copy(), frozenset(s))
fs = frozenset([3, 11, 19, 27])
print(set(fs), fs.copy(), frozenset(fs) is fs, fs.copy() is fs)
print(set(x * 3 for x in range(12)))
print(set(map(abs, [-4, 3, -2, 1, 0])))
print(set(zip([1, 2, 3], [4, 5, 6])))
g = {n: n * n for n in range(9, 0, -1)}
print(set(g), set(g.values()))
print(set(), frozenset(), set([]), set(""))
