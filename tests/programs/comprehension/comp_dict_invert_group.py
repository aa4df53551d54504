# inverting and grouping dictionaries with comprehensions
colors = {"apple": "red", "banana": "yellow", "cherry": "red", "lemon": "yellow", "lime": "green"}
inverted = {c: sorted(k for k, v in colors.items() if v == c) for c in colors.values()}
print(inverted)
print({k: v for k, v in colors.items() if v != "red"})
print({k.upper(): v[0] for k, v in colors.items()})
print({v: k for k, v in colors.items()})
counts = {c: sum(1 for v in colors.values() if v == c) for c in sorted(set(colors.values()))}
print(counts)
print(dict(sorted(colors.items(), key=lambda kv: (kv[1], kv[0]))))
print([k for k in colors if len(k) == max(len(x) for x in colors)])
