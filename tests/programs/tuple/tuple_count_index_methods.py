# count and index with ranges, and tuple from generators
t = tuple(x % 4 for x in range(15))
print(t)
print(t.count(0), t.count(3), t.index(3), t.index(3, 4), t.index(0, -4))
positions = tuple(i for i, v in enumerate(t) if v == 2)
print(positions)
try:
    t.index(7)
except ValueError as e:
    print("ValueError:", e)
nested = ((1, 2), (3, 4), (1, 2))
print(nested.count((1, 2)), nested.index((3, 4)), (1, 2) in nested)
print(tuple(map(sum, nested)), tuple(zip(*nested)))
print(sum((1, 2, 3), 10), tuple(sorted((3, 1, 2), reverse=True)))
