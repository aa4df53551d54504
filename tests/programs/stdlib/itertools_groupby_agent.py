import itertools
logs = [
    ("2024-01-01", "error", 3), ("2024-01-01", "info", 10), ("2024-01-02", "error", 1),
    ("2024-01-02", "warn", 4), ("2024-01-02", "info", 7), ("2024-01-03", "info", 2),
]
for day, rows in itertools.groupby(logs, key=lambda r: r[0]):
    rows = list(rows)
    print(day, len(rows), sum(r[2] for r in rows))
by_level = sorted(logs, key=lambda r: r[1])
print({lvl: [r[0] for r in grp] for lvl, grp in itertools.groupby(by_level, lambda r: r[1])})
print([(k, len(list(g))) for k, g in itertools.groupby("aaabccddddae")])
def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in itertools.groupby(s))
print(rle("WWWWBBBWWCCCCCD"), rle(""))
groups = itertools.groupby([1, 1, 2, 2, 3])
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2))
print([(k, list(g)) for k, g in itertools.groupby([1, 3, 5, 2, 4, 7], key=lambda x: x % 2)])
nums = [1, 2, 3, 5, 6, 9, 10, 11, 12, 20]
runs = []
for _, g in itertools.groupby(enumerate(nums), key=lambda t: t[1] - t[0]):
    g = [v for _, v in g]
    runs.append(f"{g[0]}-{g[-1]}" if len(g) > 1 else str(g[0]))
print(runs)
print(list(itertools.islice(itertools.count(5, 5), 4)), list(itertools.islice("abcdefgh", 1, 7, 2)), list(itertools.islice(range(10), None)))
print(list(itertools.takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(itertools.dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
for label, fn in [
    ("islice neg", lambda: itertools.islice("abc", -1)),
    ("islice step0", lambda: itertools.islice("abc", 0, 2, 0)),
    ("islice float", lambda: itertools.islice("abc", 1.5)),
]:
    try:
        print(label, fn())
    except ValueError as e:
        print(label, "ValueError:", e)
