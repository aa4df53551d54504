# Which objects can be weakly referenced.
import weakref
import collections


class Plain:
    pass


class SubList(list):
    pass


class SubDict(dict):
    pass


class SubInt(int):
    pass


class SubTuple(tuple):
    pass


class SubStr(str):
    pass


class Slotted:
    __slots__ = ("a",)


class SlottedWeak:
    __slots__ = ("a", "__weakref__")


class SlottedChild(Slotted):
    pass


class MyError(Exception):
    pass


def func():
    pass


def gen():
    yield 1


candidates = [
    1, 2 ** 80, 1.5, 2j, "text", b"bytes", bytearray(b"x"), (1, 2), [1],
    {1: 2}, None, True, object(), range(3), slice(1, 2), iter([1]),
    ValueError("x"), MyError("y"),
    Plain(), SubList(), SubDict(), SubInt(3), SubTuple(), SubStr("s"),
    Slotted(), SlottedWeak(), SlottedChild(),
    func, Plain, int, len, set(), frozenset(), gen(),
    collections.deque(), Plain().__init__ if False else Plain,
]

for obj in candidates:
    try:
        r = weakref.ref(obj)
    except TypeError as e:
        print(type(obj).__name__, "->", e)
    else:
        print(type(obj).__name__, "-> ok", r() is obj)

# Bound methods can be referenced (but die with the temporary method).
p = Plain()
p.m = None
print(weakref.ref(collections.deque().append) is not None)

# A weak reference cannot itself be weakly referenced.
r = weakref.ref(Plain)
try:
    weakref.ref(r)
except TypeError as e:
    print(e)
try:
    weakref.proxy(weakref.proxy(Plain))
except TypeError as e:
    print(e)
print(weakref.ref.__name__, weakref.ref.__module__)
print(weakref.ProxyTypes == (weakref.ProxyType, weakref.CallableProxyType))
