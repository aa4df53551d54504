words = ("alpha beta gamma delta epsilon zeta eta theta iota kappa " * 20000).split()
counts = {}
for i, w in enumerate(words):
    key = w + str(i % 97)
    counts[key] = counts.get(key, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(len(counts), top)
