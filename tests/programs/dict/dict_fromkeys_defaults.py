# fromkeys pitfalls and default-value patterns
shared = dict.fromkeys(["a", "b"], [])
shared["a"].append(1)
print(shared)
separate = {k: [] for k in ["a", "b"]}
separate["a"].append(1)
print(separate)
counts = dict.fromkeys("hello", 0)
for ch in "hello world":
    if ch in counts:
        counts[ch] += 1
print(counts)
d = {}
for word in "one two three two one two".split():
    d[word] = d.get(word, 0) + 1
print(d, sorted(d, key=d.get, reverse=True))
nested = {}
for a, b, v in [("x", "p", 1), ("x", "q", 2), ("y", "p", 3)]:
    nested.setdefault(a, {})[b] = v
print(nested)
