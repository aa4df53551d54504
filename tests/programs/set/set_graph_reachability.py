# using sets for visited nodes and reachability
edges = [(1, 2), (2, 3), (3, 1), (4, 5), (5, 6), (7, 7), (2, 8)]
adj = {}
for u, v in edges:
    adj.setdefault(u, set()).add(v)
    adj.setdefault(v, set()).add(u)
def component(start):
    seen = {start}
    stack = [start]
    while stack:
        n = stack.pop()
        for m in adj[n]:
            if m not in seen:
                seen.add(m)
                stack.append(m)
    return seen
remaining = set(adj)
comps = []
while remaining:
    c = component(min(remaining))
    comps.append(sorted(c))
    remaining -= c
print(comps)
print({n: sorted(adj[n]) for n in sorted(adj)})
print(sorted(set(adj[2]) | adj[5]))
