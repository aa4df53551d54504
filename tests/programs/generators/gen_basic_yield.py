# generator functions: yield, laziness, execution order
def counter(n):
    print("  start")
    i = 0
    while i < n:
        print("  yielding", i)
        yield i
        i += 1
    print("  end")

g = counter(3)
print("created", type(g).__name__)
print(next(g))
print(next(g))
for v in g:
    print("loop got", v)
print(list(counter(0)))
def letters():
    yield "a"
    yield "b"
    yield "c"
print(list(letters()), "".join(letters()), tuple(letters()))
print(counter.__name__, g.__name__, g.__qualname__)
