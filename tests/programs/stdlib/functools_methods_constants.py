# functools: partialmethod, singledispatchmethod, nested partial reprs,
# reduce errors, lru_cache keyword keys, the WRAPPER_* constants.
import functools as ft
class C:
    def __init__(self): self.v = 10
    def add(self, a, b=0): return self.v + a + b
    add5 = ft.partialmethod(add, 5)
    add_kw = ft.partialmethod(add, b=7)
    @ft.singledispatchmethod
    def kind(self, x): return "obj"
    @kind.register
    def _(self, x: int): return "int"
    @kind.register(str)
    def _(self, x): return "str"
c = C()
print(c.add5(), c.add5(b=1), c.add_kw(1), C.add5 is not None)
print(c.kind(1), c.kind("a"), c.kind(2.0), c.kind(True))
p = ft.partial(print, sep="-")
p(1, 2, 3)
print(repr(ft.partial(ft.partial(int, base=2), "101")), ft.partial(int, base=2)("101"))
print(ft.reduce(lambda a, b: a + b, "abc"), ft.reduce(lambda a, b: a + b, [], "x"))
try: ft.reduce(lambda a, b: a, 5)
except TypeError as e: print(e)
try: ft.reduce(1, 2, 3, 4)
except TypeError as e: print(e)
@ft.lru_cache(maxsize=2)
def f(x, *, y=0): return x + y
print(f(1), f(1, y=0), f(1, y=1), f.cache_info())
print(ft.WRAPPER_ASSIGNMENTS, ft.WRAPPER_UPDATES)
