# building nested structures with comprehensions
students = [("ann", "math", 90), ("ann", "art", 75), ("bob", "math", 60), ("bob", "art", 95), ("cy", "math", 80)]
names = sorted({s for s, _, _ in students})
subjects = sorted({sub for _, sub, _ in students})
table = {n: {sub: g for s, sub, g in students if s == n} for n in names}
print(table)
avg = {n: round(sum(g.values()) / len(g), 1) for n, g in table.items()}
print(avg)
by_subject = {sub: sorted((g, s) for s, su, g in students if su == sub) for sub in subjects}
print(by_subject)
best = {sub: max(pairs)[1] for sub, pairs in by_subject.items()}
print(best)
grid = [[table[n].get(sub, "-") for sub in subjects] for n in names]
print(grid)
