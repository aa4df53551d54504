# nested lists, aliasing pitfalls and copies
grid_bad = [[0] * 3] * 3
grid_bad[0][0] = 1
print(grid_bad)
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print(grid)
shallow = grid.copy()
shallow[1][1] = 5
shallow.append([9])
print(grid, shallow)
deep = [row[:] for row in grid]
deep[2][2] = 7
print(grid, deep)
a = [1, 2]
b = [a, a]
a.append(3)
print(b, b[0] is b[1])
m = [[1, 2, 3], [4, 5, 6]]
t = [list(col) for col in zip(*m)]
print(t)
flat = [x for row in m for x in row]
print(flat)
self_ref = [1, 2]
self_ref.append(self_ref)
print(self_ref)
