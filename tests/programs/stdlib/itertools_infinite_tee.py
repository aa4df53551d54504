import itertools
c = itertools.count()
print(next(c), next(c), next(c))
print(list(itertools.islice(itertools.count(2.5, 0.5), 5)), list(itertools.islice(itertools.count(10, -3), 4)))
print(repr(itertools.count(3)), repr(itertools.count(1, 2)), repr(itertools.count(0.5)))
cy = itertools.cycle("AB")
print([next(cy) for _ in range(5)], list(itertools.cycle([])))
print(list(itertools.repeat("x", 3)), list(itertools.repeat(1, 0)), list(itertools.repeat(1, -5)), repr(itertools.repeat(7, 2)))
print(list(zip(itertools.repeat(0), "abc")), list(map(pow, range(5), itertools.repeat(2))))
a, b = itertools.tee(iter([1, 2, 3, 4]))
print(next(a), next(a), list(b), list(a))
x, y, z = itertools.tee("hey", 3)
print(list(x), list(y), list(z))
print(itertools.tee([1], 0))
src = iter(range(5))
t1, t2 = itertools.tee(src)
print(list(zip(t1, t2)))
print(list(itertools.chain("ab", [1, 2], ())), list(itertools.chain.from_iterable(["xy", "z", []])))
print(list(itertools.chain()), list(itertools.chain.from_iterable([[1, [2]], [3]])))
ids = itertools.count(1000)
records = [{"id": next(ids), "name": n} for n in ["a", "b", "c"]]
print(records)
try:
    itertools.tee([1], -1)
except ValueError as e:
    print("ValueError:", e)
try:
    list(itertools.chain(1, 2))
except TypeError as e:
    print("TypeError:", e)
try:
    itertools.count("a")
except TypeError as e:
    print("TypeError:", e)
