# adjacency lists in dicts: BFS shortest paths and topological sort
graph = {
    "a": ["b", "c"],
    "b": ["d"],
    "c": ["d", "e"],
    "d": ["f"],
    "e": ["f"],
    "f": [],
}
def bfs(start):
    dist = {start: 0}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in graph[node]:
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist
print(bfs("a"), bfs("c"))
indeg = {n: 0 for n in graph}
for n in graph:
    for m in graph[n]:
        indeg[m] += 1
order = []
ready = [n for n in graph if indeg[n] == 0]
while ready:
    n = ready.pop(0)
    order.append(n)
    for m in graph[n]:
        indeg[m] -= 1
        if indeg[m] == 0:
            ready.append(m)
print(order)
reverse = {n: [] for n in graph}
for n, outs in graph.items():
    for m in outs:
        reverse[m].append(n)
print(reverse)
