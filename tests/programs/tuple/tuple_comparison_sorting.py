# tuples compare lexicographically; used as sort keys
print((1, 2) < (1, 3), (1, 2, 3) > (1, 2), (2,) > (1, 100), () < (0,))
print((1, "a") < (1, "b"), (0, 0) == (0.0, False))
records = [("smith", "john", 42), ("doe", "jane", 35), ("smith", "anna", 29), ("doe", "adam", 35)]
print(sorted(records))
print(sorted(records, key=lambda r: (r[2], r[0])))
print(sorted(records, key=lambda r: (-r[2], r[1])))
print(max(records), min(records, key=lambda r: r[2]))
points = [(3, 4), (1, 1), (0, 5), (-2, 2)]
print(sorted(points, key=lambda p: p[0] ** 2 + p[1] ** 2))
print(sorted(points, key=lambda p: p[::-1]))
try:
    (1, "a") < (1, 2)
except TypeError as e:
    print("TypeError:", e)
