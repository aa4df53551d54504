# calling next() on an exhausted iterator outside a loop: uncaught StopIteration
def two():
    yield "a"
    yield "b"

g = two()
print(next(g), next(g))
print(next(g, "fallback"))
it = iter([1])
print(next(it))
next(it)
