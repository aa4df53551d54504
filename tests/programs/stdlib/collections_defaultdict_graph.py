from collections import defaultdict, deque
edges = [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("d", "e"), ("f", "g")]
g = defaultdict(list)
for u, v in edges:
    g[u].append(v)
    g[v].append(u)
print(sorted(g.items()))
def bfs(start):
    seen, q, order = {start}, deque([start]), []
    while q:
        n = q.popleft()
        order.append(n)
        for m in sorted(g[n]):
            if m not in seen:
                seen.add(m)
                q.append(m)
    return order
print(bfs("a"), bfs("f"), g["zzz"], "zzz" in g)
counts = defaultdict(int)
for ch in "hello world":
    counts[ch] += 1
print(sorted(counts.items()))
nested = defaultdict(lambda: defaultdict(set))
nested["x"]["y"].add(1)
nested["x"]["z"].add(2)
print({k: dict(v) for k, v in nested.items()})
dd = defaultdict(None, {"a": 1})
try:
    dd["missing"]
except KeyError as e:
    print("KeyError:", e)
print(dd.default_factory, repr(defaultdict(int)), repr(defaultdict(list, {"k": [1]})))
d2 = defaultdict(int, a=5)
print(d2.get("b"), "b" in d2, d2["b"], dict(d2), d2.copy(), type(d2.copy()).__name__)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError:", e)
print(defaultdict(int, {"a": 1}) | {"b": 2}, defaultdict(str)["x"] == "")
