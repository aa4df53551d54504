# range() with a zero step is a ValueError
def frange_count(start, stop, step):
    return len(range(start, stop, step))

print(frange_count(0, 10, 1), frange_count(0, 10, 3), frange_count(10, 0, -1))
print(frange_count(0, 10, -1), frange_count(5, 5, 2))
steps = [2, 1, 0]
for st in steps:
    print("step", st)
    print(list(range(0, 6, st)))
