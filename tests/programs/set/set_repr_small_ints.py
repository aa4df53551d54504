# repr of sets of small non-negative ints inserted in ascending order
print({1, 2, 3}, set(), {0}, set(range(6)), frozenset(range(3)))
s = set()
for i in range(4):
    s.add(i * 2)
print(s, str(s), repr(s))
print(set([1, 2, 2, 3]), frozenset([4, 5]), set((6, 7)))
print([{1}, {2, 3}], ({0},), {"k": {1, 2}})
print(type(set()).__name__, type({1}).__name__)
print({True, 1, 1.0}, {0, False})
print(len({1, 2}), bool(set()), bool({0}))
