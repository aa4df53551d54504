# tuples as coordinates in grid algorithms
grid = ["#..#", "...#", "#..."]
walls = {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "#"}
print(sorted(walls))
start, goal = (0, 1), (2, 3)
dist = {start: 0}
queue = [start]
while queue:
    r, c = queue.pop(0)
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nxt = (r + dr, c + dc)
        if 0 <= nxt[0] < len(grid) and 0 <= nxt[1] < len(grid[0]) and nxt not in walls and nxt not in dist:
            dist[nxt] = dist[(r, c)] + 1
            queue.append(nxt)
print(dist[goal], len(dist))
print(sorted(dist.items())[:5])
print(max(dist.values()), [p for p, d in dist.items() if d == max(dist.values())])
