# tuples as dictionary keys and in sets
grid = {}
for r in range(3):
    for c in range(3):
        grid[(r, c)] = r * 3 + c
print(grid[(1, 2)], grid[2, 0], (1, 1) in grid, (5, 5) in grid)
neighbors = [(1 + dr, 1 + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
print(neighbors)
print(sum(grid[p] for p in neighbors))
visited = {(0, 0), (0, 1), (0, 0)}
print(sorted(visited), len(visited))
edges = {("a", "b"): 3, ("b", "c"): 5, ("a", "c"): 9}
for (u, v), w in sorted(edges.items()):
    print(u, "->", v, w)
print(hash((1, 2)) == hash((1, 2)), (1, 2) == tuple([1, 2]))
try:
    {([1], 2): "x"}
except TypeError as e:
    print("TypeError:", e)
