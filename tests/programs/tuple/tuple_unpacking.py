# tuple packing and unpacking in assignments, loops and returns
def min_max(xs):
    return min(xs), max(xs)

lo, hi = min_max([4, 9, -2, 7])
print(lo, hi)
a, (b, c), d = 1, (2, 3), 4
print(a, b, c, d)
x, *y = (1, 2, 3)
print(x, y, type(y).__name__)
pairs = [(1, "one"), (2, "two"), (3, "three")]
for num, name in pairs:
    print(num, name)
nums, names = zip(*pairs)
print(nums, names)
a = b = c = (0, 0)
print(a, b is c)
i, j = j, i = 1, 2
print(i, j)
(first, second), *others = [(1, 2), (3, 4), (5, 6)]
print(first, second, others)
for idx, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(idx, k, v)
