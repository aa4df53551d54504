import heapq
tasks = []
for prio, name in [(3, "write"), (1, "plan"), (4, "test"), (1, "coffee"), (2, "code"), (5, "ship")]:
    heapq.heappush(tasks, (prio, name))
print(tasks[0], len(tasks))
order = []
while tasks:
    order.append(heapq.heappop(tasks))
print(order)
h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
print(heapq.nsmallest(3, [5, 1, 8, 3, 9, 2]), heapq.nlargest(2, "hello world"), heapq.nlargest(0, [1]), heapq.nsmallest(10, [3, 1]))
people = [{"n": "a", "age": 30}, {"n": "b", "age": 25}, {"n": "c", "age": 35}]
print(heapq.nlargest(2, people, key=lambda p: p["age"]), heapq.nsmallest(1, people, key=lambda p: p["age"]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])), list(heapq.merge(["b", "d"], ["a", "c"], reverse=False)))
print(list(heapq.merge([7, 4, 1], [8, 2], reverse=True)), list(heapq.merge([(1, "x")], [(0, "y")], key=lambda t: t[0])))
def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dict(sorted(dist.items()))
G = {"A": [("B", 4), ("C", 1)], "C": [("B", 2), ("D", 7)], "B": [("D", 1)], "D": []}
print(dijkstra(G, "A"))
for label, fn in [
    ("pop empty", lambda: heapq.heappop([])),
    ("replace empty", lambda: heapq.heapreplace([], 1)),
    ("push tuple", lambda: heapq.heappush((), 1)),
    ("mixed", lambda: heapq.heappush([1], "a")),
    ("heapify", lambda: heapq.heapify(5)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
print(heapq.heappushpop([], 5))
