# extended slice assignment rules
xs = list(range(8))
xs[1:7:2] = ["a", "b", "c"]
print(xs)
xs[::-4] = [None, None]
print(xs)
ys = [1, 2, 3]
ys[1:2] = []
print(ys)
ys[0:0] = range(3)
print(ys)
ys[-1:] = [[9]]
print(ys)
zs = list("abcdef")
zs[4:1:-1] = "XYZ"
print(zs)
try:
    zs[::2] = "pq"
except ValueError as e:
    print("ValueError:", e)
zs[:] = "new"
print(zs)
del zs[:]
print(zs)
