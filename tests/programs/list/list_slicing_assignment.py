# slice reading, slice assignment and deletion
xs = list(range(10))
print(xs[2:5], xs[:3], xs[-3:], xs[::3], xs[::-1], xs[8:2:-2], xs[-2:-8:-3])
xs[2:5] = ["a", "b"]
print(xs)
xs[1:1] = [100, 200, 300]
print(xs)
xs[:3] = []
print(xs)
xs[::2] = [0] * len(xs[::2])
print(xs)
del xs[1::3]
print(xs)
del xs[:2]
print(xs, len(xs))
ys = [1, 2, 3, 4, 5]
ys[-2:] = "xyz"
print(ys)
ys[len(ys):] = [9]
print(ys)
zs = [0, 1, 2, 3, 4, 5]
zs[5:1:-2] = ["p", "q"]
print(zs)
try:
    zs[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
print(zs[100:], zs[-100:2])
