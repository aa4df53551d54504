# Proxies' in-place operators and __class__, references to classes and
# functions that get collected, dataclasses with a __weakref__ slot.
import dataclasses
import gc
import weakref


class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, k):
        self.v += k
        return self

    def __add__(self, k):
        return Acc(self.v + k)

    def __isub__(self, k):
        return Acc(self.v - k)


a = Acc(1)
p = weakref.proxy(a)
print(p.__class__ is Acc, type(p) is weakref.ProxyType)
q = p
q += 5
print(type(q).__name__, q is a, a.v)
q = p
q -= 1
print(type(q).__name__, q is a, q.v, a.v)
print((p + 10).v)


def make_class():
    class Temp:
        pass
    return weakref.ref(Temp)


rc = make_class()
gc.collect()
print("class collected:", rc())


def make_func():
    def inner():
        return 1
    return weakref.ref(inner), weakref.proxy(inner)


rf, pf = make_func()
gc.collect()
print("function collected:", rf())
try:
    pf()
except ReferenceError as e:
    print("ReferenceError:", e)


@dataclasses.dataclass(slots=True, weakref_slot=True)
class Point:
    x: int
    y: int


@dataclasses.dataclass(slots=True)
class Tight:
    x: int


pt = Point(1, 2)
print(weakref.ref(pt)() == Point(1, 2))
try:
    weakref.ref(Tight(1))
except TypeError as e:
    print("TypeError:", e)

# A WeakValueDictionary as a cache of instances by id.
class Resource:
    _cache = weakref.WeakValueDictionary()

    def __new__(cls, name):
        found = cls._cache.get(name)
        if found is not None:
            return found
        self = super().__new__(cls)
        self.name = name
        cls._cache[name] = self
        return self


r1 = Resource("db")
r2 = Resource("db")
r3 = Resource("fs")
print(r1 is r2, r1 is not r3, sorted(Resource._cache))
del r1, r2
gc.collect()
print(sorted(Resource._cache))
again = Resource("db")
print(again.name, sorted(Resource._cache))
del again
gc.collect()
print(sorted(Resource._cache))
