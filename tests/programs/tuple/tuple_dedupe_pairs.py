# canonical pairs and de-duplication with tuples
edges = [("b", "a"), ("a", "b"), ("c", "a"), ("a", "c"), ("b", "c"), ("b", "b")]
canon = []
for u, v in edges:
    e = (u, v) if u <= v else (v, u)
    if e not in canon and u != v:
        canon.append(e)
print(canon)
degree = {}
for u, v in canon:
    degree[u] = degree.get(u, 0) + 1
    degree[v] = degree.get(v, 0) + 1
print(sorted(degree.items()))
triples = [(a, b, c) for a in range(1, 21) for b in range(a, 21) for c in range(b, 21) if a * a + b * b == c * c]
print(triples)
print(len(triples), max(triples, key=sum))
