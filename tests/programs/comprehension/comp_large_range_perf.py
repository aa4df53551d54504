# moderately large comprehensions (performance sanity)
squares = [i * i for i in range(20000)]
print(len(squares), squares[-1], sum(squares) % 1000007)
evens = {i for i in range(0, 30000, 2)}
print(len(evens), 29998 in evens, 29999 in evens)
lookup = {i: str(i) for i in range(5000)}
print(len(lookup), lookup[4999], sum(len(v) for v in lookup.values()))
total = sum(x % 7 for x in range(50000))
print(total)
words = [f"w{i % 100}" for i in range(10000)]
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(len(counts), counts["w7"], max(counts.values()))
