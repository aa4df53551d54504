# too many values to unpack in a loop
points = [(1, 2), (3, 4), (5, 6, 7)]
for p in points:
    print("point has", len(p), "coordinates")
first, *others = points
print(first, others)
for x, y, *extra in points:
    print(x, y, extra)
sizes = {len(p) for p in points}
print(sorted(sizes))
for x, y in points:
    print(x + y)
