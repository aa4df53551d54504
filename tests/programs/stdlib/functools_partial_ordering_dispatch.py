# functools: partial flattening and reprs, update_wrapper, lru_cache
# statistics, cmp_to_key, total_ordering from each root, cached_property
# and singledispatch registration forms and errors.
import functools as ft

p = ft.partial(max, 1, key=abs)
print(p, p.func, p.args, p.keywords, p(-5, 3))
pp = ft.partial(p, -9, key=lambda v: v)
print(pp.args, sorted(pp.keywords), pp(2), pp.func is max)
for bad in [(), (3,)]:
    try:
        ft.partial(*bad)
    except TypeError as e:
        print("TypeError:", e)


def original(a, b=2):
    "Original doc."
    return a + b


original.extra = "kept"


def wrapper(*args, **kwargs):
    return original(*args, **kwargs)


ft.update_wrapper(wrapper, original)
print(wrapper.__name__, wrapper.__doc__, wrapper.extra, wrapper.__wrapped__ is original)


@ft.wraps(original, assigned=("__doc__",), updated=())
def other():
    pass


print(other.__name__, other.__doc__, hasattr(other, "extra"))

calls = []


@ft.lru_cache(maxsize=2)
def square(n):
    calls.append(n)
    return n * n


for n in [1, 2, 1, 3, 2, 1]:
    square(n)
print(calls, square.cache_info(), square.cache_parameters())
square.cache_clear()
print(square.cache_info())


@ft.lru_cache
def bare(x):
    return x


@ft.lru_cache(maxsize=None, typed=True)
def typed(x):
    return type(x).__name__


print(bare(1), bare.cache_info().maxsize, typed(1), typed(1.0), typed.cache_info())


@ft.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info().currsize)
try:
    ft.lru_cache("big")
except TypeError as e:
    print("TypeError:", e)

key = ft.cmp_to_key(lambda a, b: (a > b) - (a < b))
print(sorted([3, 1, 2], key=key), type(key(1)).__name__)
print(key(1) < key(2), key(2) <= key(2), key(3) > key(1), key(1) >= key(2), key(1) == key(1))
try:
    hash(key(1))
except TypeError as e:
    print("TypeError:", e)


for root in ["__lt__", "__le__", "__gt__", "__ge__"]:
    class W:
        def __init__(self, v):
            self.v = v

        def __eq__(self, other):
            return self.v == other.v

    setattr(W, root, {"__lt__": lambda s, o: s.v < o.v, "__le__": lambda s, o: s.v <= o.v,
                      "__gt__": lambda s, o: s.v > o.v, "__ge__": lambda s, o: s.v >= o.v}[root])
    W = ft.total_ordering(W)
    a, b = W(1), W(2)
    print(root, [a < b, a <= b, a > b, a >= b, b < a, b <= a, b > a, b >= a, a <= W(1), a >= W(1)])
try:
    @ft.total_ordering
    class Nothing:
        pass
except ValueError as e:
    print("ValueError:", e)


@ft.total_ordering
class Mixed:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if not isinstance(other, Mixed):
            return NotImplemented
        return self.v < other.v


try:
    Mixed(1) >= 3
except TypeError as e:
    print("TypeError:", e)


class Lazy:
    def __init__(self):
        self.runs = 0

    @ft.cached_property
    def value(self):
        "Computed once."
        self.runs += 1
        return 42


lz = Lazy()
print(lz.value, lz.value, lz.runs, Lazy.value.__doc__, Lazy.value.attrname, type(Lazy.value).__name__)
del lz.value
print(lz.value, lz.runs)


class Slotted:
    __slots__ = ()

    @ft.cached_property
    def y(self):
        return 1


try:
    Slotted().y
except TypeError as e:
    print("TypeError:", e)


@ft.singledispatch
def describe(x):
    return "object"


@describe.register
def _(x: int):
    return "int"


@describe.register(str)
def _(x):
    return "str"


describe.register(list, lambda x: "list")
print(describe(1), describe(True), describe("a"), describe([]), describe(1.5), describe.__name__)
print(describe.dispatch(bool).__name__, sorted(k.__name__ for k in describe.registry))
try:
    describe()
except TypeError as e:
    print("TypeError:", e)
try:
    describe.register(3)
except TypeError as e:
    print("TypeError:", e)
print(ft.reduce(lambda a, b: a * b, range(1, 6)), ft.reduce(lambda a, b: a + b, [], 7))
ft.reduce(max, [])
