# KeyError with a tuple key shows its repr
grid = {(0, 0): "start", (0, 1): "wall", (1, 1): "goal"}
print(grid[(0, 0)], grid[0, 1])
print(sorted(grid), sorted(grid.values()))
pos = (0, 0)
moves = [(0, 1), (1, 0), (1, 0)]
for dr, dc in moves:
    pos = (pos[0] + dr, pos[1] + dc)
    print("at", pos)
    print(grid[pos])
