# classes whose __iter__ and other methods are generators
class Graph:
    def __init__(self):
        self.edges = {}
    def add(self, a, b):
        self.edges.setdefault(a, []).append(b)
        self.edges.setdefault(b, []).append(a)
        return self
    def __iter__(self):
        yield from sorted(self.edges)
    def neighbors(self, n):
        yield from sorted(self.edges.get(n, []))
    def bfs(self, start):
        seen = {start}
        queue = [start]
        while queue:
            n = queue.pop(0)
            yield n
            for m in self.neighbors(n):
                if m not in seen:
                    seen.add(m)
                    queue.append(m)
    def dfs(self, start, seen=None):
        seen = set() if seen is None else seen
        seen.add(start)
        yield start
        for m in self.neighbors(start):
            if m not in seen:
                yield from self.dfs(m, seen)

g = Graph().add(1, 2).add(1, 3).add(2, 4).add(3, 4).add(4, 5).add(6, 7)
print(list(g))
print(list(g.bfs(1)), list(g.dfs(1)), list(g.bfs(6)))
print(len(list(g)), [n for n in g if len(list(g.neighbors(n))) > 1])
