# break and continue in nested loops
grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
total = 0
for row in grid:
    for val in row:
        if val < 0:
            break
        if val % 2 == 0:
            continue
        total += val
    print("row done", row, total)
print(total)
found = None
for r, row in enumerate(grid):
    for c, val in enumerate(row):
        if val == 8:
            found = (r, c)
            break
    if found:
        break
print(found)
out = []
for i in range(5):
    if i == 1:
        continue
    j = 0
    while j < i:
        if j == 2:
            break
        out.append((i, j))
        j += 1
print(out)
