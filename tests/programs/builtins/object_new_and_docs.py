# object.__new__ refuses types built on another builtin; int.__new__ and
# friends construct from their arguments; builtins' docstrings begin as
# CPython's do, and classes without one have None.
for t in (int, str, list, dict, tuple, float, set, bool, bytes, object, range, frozenset, complex):
    try:
        r = object.__new__(t)
        print(t.__name__, "ok", type(r).__name__)
    except TypeError as e:
        print(e)


class MyInt(int):
    pass


class Plain:
    pass


class Err(ValueError):
    pass


for cls in (MyInt, Plain, Err):
    try:
        print(type(object.__new__(cls)).__name__)
    except TypeError as e:
        print(e)

print(int.__new__(int, 5), str.__new__(str, "x"), tuple.__new__(tuple, [1]))
print(int.__new__(MyInt, 3), type(int.__new__(MyInt, 3)).__name__)


class P:
    def __new__(cls, *a):
        return super().__new__(cls)


print(type(P(1)).__name__)

for t in (int, str, list, dict, tuple, float, set, bool, object, range, Exception,
          ValueError, KeyError, len, print, sorted, isinstance):
    d = t.__doc__
    print(t.__name__, repr(d.splitlines()[0]) if d else d)
print(Plain.__doc__, MyInt.__doc__)


class B:
    "doc b"


print(B.__doc__, B().__doc__)
