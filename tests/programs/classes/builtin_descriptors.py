# Methods taken from builtin types know their type: slot wrappers and
# method descriptors check the receiver, and repr as CPython's do.
import collections


def show(v):
    r = repr(v)
    if " at 0x" in r:
        r = r[: r.index(" at 0x")] + ">"
    print(r, type(v).__name__)


for v in [int.__add__, bool.__add__, bool.__and__, bool.__repr__, int.__str__,
          list.append, list.__getitem__, str.__getitem__, dict.__contains__,
          str.__contains__, object.__init__, list.__init__, float.__format__,
          list.__format__, int.__sizeof__, tuple.__hash__, frozenset.__or__,
          collections.deque.__len__, type({}.keys()).__len__,
          ValueError.__init__, ValueError.__str__, KeyError.__str__,
          type(iter([])).__next__, type(iter([])).__repr__, range.__reversed__]:
    show(v)

show((1).__add__)
show([].append)
show("".__len__)
show([].__getitem__)
show((5).__format__)

print(int.__add__.__name__, int.__add__.__qualname__, int.__add__.__objclass__)
print(bool.__add__.__qualname__, list.append.__qualname__)
print(int.__add__ == int.__add__, int.__add__ == float.__add__, int.__add__ is int.__add__)
print(list.__hash__, slice.__hash__, type({}.keys()).__hash__)


class MyInt(int):
    pass


cases = [
    (int.__add__, ("x", 1)),
    (int.__add__, ()),
    (int.__add__, (True, 1)),
    (int.__add__, (MyInt(3), 4)),
    (list.append, (1, 2)),
    (list.append, ()),
    (str.upper, (1,)),
    (str.__len__, (b"x",)),
    (list.__getitem__, ((1,), 0)),
    (dict.__contains__, ([], 1)),
    (tuple.__hash__, ([],)),
    (int.__hash__, (2.5,)),
    (str.__format__, (1, "")),
    (float.__add__, (1, 2.0)),
    (float.__add__, (1.5, 2.0)),
    (object.__init__, ()),
    (object.__repr__, ()),
    (bool.__and__, (1, 1)),
    (bool.__or__, (True, False)),
    (bool.__add__, (True, True)),
    (int.__repr__, ("x",)),
    (int.__repr__, (MyInt(7),)),
    (int.__repr__, (True,)),
    (int.__str__, (True,)),
    (int.__format__, (True, "")),
    (int.__format__, (True, "d")),
    (object.__eq__, (1, 1)),
    (object.__eq__, (1, 2)),
    (object.__ne__, (1, 2)),
    (object.__lt__, (1, 2)),
    (object.__str__, ("s",)),
    (object.__format__, ("ab", "")),
    (collections.deque.append, ([], 1)),
    (ValueError.__str__, (ValueError("v"),)),
    (BaseException.__str__, (KeyError("k"),)),
    (KeyError.__str__, (KeyError("k"),)),
    (KeyError.__str__, (ValueError("v"),)),
]
for f, args in cases:
    try:
        print(repr(f(*args)))
    except TypeError as e:
        print("TypeError:", e)

print(sorted(map(int.__neg__, [1, 2])), list(map(str.__add__, "ab", "cd")))
print(list(map(str.upper, ["a", "b"])), sorted(["b", "A"], key=str.lower))


class A:
    def __str__(self):
        return "x" + super().__str__()

    def __repr__(self):
        return "R"

    def __eq__(self, other):
        return "eq"


a = A()
print(str(a), object.__eq__(a, a), object.__eq__(a, 1), object.__ne__(a, 1), object.__lt__(a, a))
print(object.__repr__(a).startswith("<__main__.A object at 0x"))
print(object.__repr__(None).split(" at ")[0], object.__repr__(int).split(" at ")[0])


class B(int):
    def __str__(self):
        return "B" + super().__str__()


class C(int):
    def __repr__(self):
        return "C!"

    def __str__(self):
        return "s:" + super().__str__()


print(str(B(5)), str(C(6)), repr(C(6)), int.__repr__(C(6)))
