# the outermost iterable of a genexp is evaluated immediately, the rest lazily
def source(name, n):
    print("  evaluating source", name)
    return range(n)

g = (x for x in source("outer", 3))
print("genexp built")
print(list(g))
g2 = ((x, y) for x in source("a", 2) for y in source("b", 2))
print("nested genexp built")
print(list(g2))
try:
    bad = (x for x in 5)
except TypeError as e:
    print("eager TypeError:", e)
lazy = (1 / x for x in [1, 0])
print("lazy error not raised yet")
print(next(lazy))
try:
    next(lazy)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
