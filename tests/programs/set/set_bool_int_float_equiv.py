# equal numbers collapse in sets: 1, 1.0 and True are the same element
s = {1, 1.0, True}
print(len(s), s)
t = {0, 0.0, False, -0.0}
print(len(t), t)
u = set()
u.add(2)
u.add(2.0)
print(u, 2.0 in u, 2 in {2.0})
mixed = {1, 2.5, 3}
print(sorted(mixed), 2.5 in mixed, 3.0 in mixed)
print({1, 2} == {1.0, 2.0}, {True} == {1})
print(sorted({3, 1.5, 2, 0.5, True}))
print(len({(1, 2), (1.0, 2.0)}), len({frozenset({1}), frozenset({True})}))
