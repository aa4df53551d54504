# comprehensions with zip and enumerate
names = ["ann", "bob", "cy"]
ages = [31, 25, 40]
cities = ["Oslo", "Rome"]
print([f"{n}:{a}" for n, a in zip(names, ages)])
print([(n, c) for n, c in zip(names, cities)])
print({n: a for n, a in zip(names, ages) if a > 26})
print([f"{i}. {n}" for i, n in enumerate(names, 1)])
print([i for i, a in enumerate(ages) if a == max(ages)])
diffs = [b - a for a, b in zip(ages, ages[1:])]
print(diffs)
print([(i, j) for i, x in enumerate(names) for j, y in enumerate(names) if i < j])
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
print([sum(t) for t in zip([1, 2, 3], [10, 20, 30], [100, 200, 300])])
