# Tuples of ints hash deterministically, so their sets have a fixed order.
pts = {(0, 0), (1, 2), (2, 1), (3, 3), (-1, 4)}
print(pts)
print({(x, y) for x in range(3) for y in range(3)})
print({(i, i * i) for i in range(-3, 4)})
print({(), (1,), (1, 2), (1, 2, 3)})
print({((1, 2), 3), (1, (2, 3)), ((), ())})
grid = set()
for r in range(4):
    for c in range(4):
        if (r + c) % 3:
            grid.add((r, c))
print(grid)
grid.discard((0, 1))
grid.add((9, 9))
print(grid)
moves = {(0, 1), (1, 0), (0, -1), (-1, 0)}
print(moves)
print({(a[0] + 1, a[1] - 1) for a in moves})
print({(1.5, 2), (2, 1.5), (True, False)})
print({frozenset({1, 2}), frozenset({3}), frozenset(), frozenset({1, 2, 3, 4, 5})})
print({frozenset([i, i + 1]) for i in range(6)})
