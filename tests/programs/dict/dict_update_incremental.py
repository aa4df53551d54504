# dict(iterable) and dict.update(iterable) insert each pair as they read
# it: the iterable sees the earlier pairs, and an error leaves them in.
d = {}


def pairs():
    yield ("a", 1)
    print("after a:", d)
    yield ["b", 2]
    print("after b:", d)
    yield ("c", 3, 4)


try:
    d.update(pairs())
except ValueError as e:
    print("ValueError:", e)
print(d)


def bad_first():
    yield 5


for src in [bad_first(), [("x", 1), 7], ["ab", "cde"], [("k", "v"), (1,)], [{1, 2}.__iter__()]]:
    t = {}
    try:
        t.update(src)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e, t)
    try:
        dict(src)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)


def raising():
    yield ("p", 1)
    raise KeyError("boom")


t = {}
try:
    t.update(raising())
except KeyError as e:
    print("KeyError:", e, t)


def inner():
    yield 1
    raise RuntimeError("inner fails")


try:
    dict([inner()])
except RuntimeError as e:
    print("RuntimeError:", e)


def inner_type_error():
    yield 1
    raise TypeError("inner type error")


try:
    dict([inner_type_error()])
except TypeError as e:
    print("TypeError:", e)

# A later key replaces an earlier one, keeping its position.
print(dict([("a", 1), ("b", 2), ("a", 3)]))
d2 = {"z": 0}
d2.update(zip("xy", range(2)), y=9)
print(d2)


class D(dict):
    pass


d3 = D()
try:
    D.update(d3, [("q", 1), None])
except TypeError as e:
    print("TypeError:", e, d3)
