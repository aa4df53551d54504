# max/min with several positional arguments: ties keep the first,
# mixed numeric types, user comparisons, errors, many arguments.
print(max(3, 5), min(3, 5), max(5, 3), min(5, 3))
print(max(1, 1.0), max(1.0, 1), min(True, 1), min(1, True))
print(max(2, 2.5, -1), min(2, 2.5, -1))
print(max("b", "a", "c"), min("b", "a", "c"))
print(max((1, 2), (1, 3)), min([2], [1, 5]))
print(max(float("nan"), 1), max(1, float("nan")))
print(max(*range(1000)), min(*range(1000, 0, -1)))
print(max(10**30, 5), min(-(10**30), 5))


class V:
    def __init__(self, v):
        self.v = v

    def __gt__(self, o):
        print("gt", self.v, o.v)
        return self.v > o.v

    def __lt__(self, o):
        print("lt", self.v, o.v)
        return self.v < o.v

    def __repr__(self):
        return f"V({self.v})"


print(max(V(1), V(3), V(2)))
print(min(V(1), V(3), V(0)))
a, b = V(1), V(1)
print(max(a, b) is a, min(a, b) is a)
for args in [(1, "a"), ("a", 1), (None, None)]:
    try:
        max(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    min(1, 2, default=0)
except TypeError as e:
    print("TypeError", e)
try:
    max(1, 2, bogus=0)
except TypeError as e:
    print("TypeError", e)
print(max(1, 2, key=lambda x: -x), min(1, 2, key=None))


def gen():
    yield 1
    return 7


g = gen()
print(next(g), next(g, "dflt"), next(g, "again"))
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
try:
    next(iter([]))
except StopIteration as e:
    print("StopIteration", e.args)


async def coro():
    pass


c = coro()
try:
    next(c)
except TypeError as e:
    print("TypeError", e)
c.close()
