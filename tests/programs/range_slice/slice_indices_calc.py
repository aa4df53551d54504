# computing how slices map to indices
length = 10
specs = [(None, None, None), (2, None, None), (None, -2, None), (-3, None, 1), (None, None, 2), (1, 9, 4),
         (None, None, -1), (-1, None, -3), (20, None, -1), (-20, 5, 2), (3, 3, None), (8, 2, None)]
for spec in specs:
    sl = slice(*spec)
    start, stop, step = sl.indices(length)
    picked = list(range(start, stop, step))
    print(spec, (start, stop, step), picked, picked == list(range(length))[sl])
print(slice(None, None, None).indices(0), slice(-1, None, -1).indices(0))
