# yields inside nested loops, with break/continue
def grid(w, h):
    for y in range(h):
        for x in range(w):
            if (x + y) % 3 == 0:
                continue
            yield x, y
            if x == y == 2:
                return

print(list(grid(4, 4)))
def search(matrix, target):
    for i, row in enumerate(matrix):
        for j, v in enumerate(row):
            if v == target:
                yield (i, j)
                break
m = [[1, 2, 1], [3, 1, 1], [0, 0, 0], [1]]
print(list(search(m, 1)), list(search(m, 9)))
def while_else():
    n = 0
    while n < 3:
        yield n
        n += 1
    else:
        yield "else"
print(list(while_else()))
