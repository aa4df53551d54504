# average of an empty group divides by zero
groups = {"a": [3, 5, 7], "b": [10], "c": []}
for name in sorted(groups):
    vals = groups[name]
    print(name, len(vals), sum(vals))
averages = {}
for name in sorted(groups):
    vals = groups[name]
    averages[name] = sum(vals) // len(vals)
    print(name, averages[name])
