# using slice assignment to insert, replace and delete
xs = [1, 2, 3, 4, 5]
xs[2:2] = [99, 98]
print(xs)
xs[1:4] = []
print(xs)
xs[:0] = ["start"]
print(xs)
xs[len(xs):] = ["end"]
print(xs)
xs[1:-1] = [x * 10 for x in xs[1:-1]]
print(xs)
xs[::2] = ["e"] * len(xs[::2])
print(xs)
del xs[::-2]
print(xs)
ys = list(range(10))
ys[2:8:2] = "abc"
print(ys)
ys[-1:-4:-1] = [None, None, None]
print(ys)
