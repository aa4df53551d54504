# frozenset results keep the left operand's type and CPython's order.
f = frozenset([8, 16, 24, 1])
s = {1, 2, 3, 40}
print(f | s, s | f)
print(f & s, s & f)
print(f - s, s - f)
print(f ^ s, s ^ f)
print(f.union([48]), f.intersection([8, 24]), f.difference([1]))
print(f.symmetric_difference([2, 8]))
print(frozenset(), frozenset([0]), frozenset(range(12, 0, -1)))
g = frozenset({x * 32 for x in range(8)})
print(g)
s |= g
print(s)
print({f, g, frozenset([1])} == {g, f, frozenset([1])})
print(f == frozenset([1, 8, 16, 24]), hash(f) == hash(frozenset([24, 16, 8, 1])))
