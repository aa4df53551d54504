# min/max with key and default over lists of records
cities = [("Oslo", 709000, 454), ("Lima", 9750000, 2672), ("Bern", 134000, 52), ("Quito", 2800000, 372)]
print(max(cities, key=lambda c: c[1]))
print(min(cities, key=lambda c: c[2]))
print(max(cities, key=lambda c: c[1] / c[2])[0])
print(sorted(cities, key=lambda c: c[0])[0], max(c[0] for c in cities))
print(max([], default="none"), min([], default=0), max([3], default=9))
print(max(3, 7, 5), min("b", "a", "c"), max([1, 5], [1, 6]), max("apple", "fig", key=len))
print(min([(2, "b"), (2, "a"), (1, "z")]))
densities = {c[0]: round(c[1] / c[2], 1) for c in cities}
print(densities)
print(max(densities, key=densities.get), min(densities.values()))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
