# tuple + list ends with TypeError
base = (1, 2)
print(base + (3,), base + tuple([3, 4]))
extra = [5, 6]
print(list(base) + extra)
print((*base, *extra))
parts = (base, tuple(extra), ())
print(parts, sum(len(p) for p in parts))
print(tuple(x for p in parts for x in p))
combined = base + extra
print(combined)
