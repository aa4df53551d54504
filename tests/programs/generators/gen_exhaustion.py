# an exhausted generator stays exhausted; iterating twice yields nothing
def three():
    yield 1
    yield 2
    yield 3

g = three()
print(list(g), list(g))
print(next(g, "default"), sum(g))
g = three()
print(next(g))
print(list(g))
it = iter(g)
print(it is g, iter(it) is it)
h = three()
for x in h:
    if x == 2:
        break
print("resume after break:", list(h))
ge = (c for c in "xy")
print(list(ge), list(ge), 2 in (c for c in [1, 2, 3]))
ge2 = (c for c in [1, 2, 3, 4])
print(2 in ge2, list(ge2))
