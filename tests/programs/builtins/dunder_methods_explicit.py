# Dunder methods of builtin types called explicitly, as programs do when
# they delegate to a base class or pass methods around.
a = [1, 2]
r = list.__iadd__(a, [3])
print(r is a, a)
print(a.__iadd__(range(2)) is a, a)
print(a.__imul__(2) is a, a)
print([1].__imul__(0), [5].__imul__(-1))
try:
    [].__imul__("x")
except TypeError as e:
    print("TypeError:", e)
try:
    [].__iadd__(5)
except TypeError as e:
    print("TypeError:", e)
print(list(a.__reversed__()), type([].__reversed__()).__name__)
print(list[int], list.__class_getitem__(int), list.__class_getitem__((int, str)))
print(dict[str, int], dict.__class_getitem__((str, int)), tuple.__class_getitem__(int))
print(set.__class_getitem__(int), frozenset.__class_getitem__(str))
print([].__class_getitem__(int))

d, e = {"a": 1}, {"b": 2, "a": 3}
print(dict.__or__(d, e), d.__or__(e), e.__ror__(d), d)
print(d.__or__([1]), d.__ror__(5))
print(d.__ior__(e) is d, d)
print(d.__ior__([("z", 0)]), list(d.__reversed__()))
try:
    d.__ior__(5)
except TypeError as e2:
    print("TypeError:", e2)

s = {1, 2, 3}
print(s.__sub__({1}), s.__rsub__({1, 9}), s.__rand__({2, 7}), sorted(s.__ror__({8})), s.__rxor__({1, 4}))
print(s.__sub__([1]), s.__isub__([1]))
print(s.__isub__({1}) is s, s)
print(s.__iand__({2, 5}) is s, s)
print(s.__ior__(frozenset({4})) is s, s)
print(s.__ixor__({2, 6}) is s, sorted(s))
print(frozenset({1, 2}).__sub__({2}), frozenset({1}).__rsub__({1, 2}))

print((7).__rsub__(10), (7).__rtruediv__(14), (7).__rfloordiv__(50), (7).__rmod__(50))
print((2).__rpow__(3), (2).__rlshift__(1), (1).__rrshift__(8), (6).__rand__(3), (6).__ror__(1), (6).__rxor__(3))
print((7).__divmod__(2), (7).__rdivmod__(30), (7.5).__divmod__(2), (2.0).__rdivmod__(7))
print((7).__divmod__("x"), (7).__rtruediv__("x"), (7).__rpow__(None))
print((2).__pow__(10, 7), (2).__pow__(10), (2).__pow__(10, None), (3).__rpow__(2, 5))
print((7).__round__(), (1234).__round__(-2), (2.675).__round__(2), (2.5).__round__(), (3.7).__round__(None))
print((7).__ceil__(), (7).__floor__(), (7).__trunc__(), True.__ceil__())
print((2.5).__ceil__(), (2.5).__floor__(), (-2.5).__trunc__(), (-2.5).__floor__(), (1e20).__floor__())
try:
    float("inf").__floor__()
except OverflowError as e3:
    print("OverflowError:", e3)
try:
    float("nan").__ceil__()
except ValueError as e3:
    print("ValueError:", e3)

z = complex(1, 2)
print(z.__add__(1), z.__radd__(1), z.__sub__(1j), z.__rsub__(1), z.__mul__(2), z.__rmul__(2))
print(z.__truediv__(2), z.__rtruediv__(1), z.__pow__(2), z.__rpow__(2).real.__round__(6))
print(z.__neg__(), z.__pos__(), z.__abs__() > 2, z.__bool__(), complex(0).__bool__(), z.__complex__())
print(z.__add__("x"))
print(b"ab".__bytes__(), "%s-%s".__rmod__((1, 2)), (5).__rmod__(17), "b".__rmod__("a%s"))
print("<%s>".__rmod__("%s"), b"%d".__rmod__(5), b"x".__rmod__(b"%s"))
for f in (lambda: "a".__rmod__("b"), lambda: "%d".__mod__("x"), lambda: b"%d".__mod__(b"x")):
    try:
        f()
    except TypeError as e4:
        print("TypeError:", e4)
print(range(3).__bool__(), range(0).__bool__(), list(range(4).__reversed__()))
print(list({"a": 1, "b": 2}.keys().__reversed__()), list({"a": 1}.values().__reversed__()))
print(list({"a": 1, "b": 2}.items().__reversed__()))
print({1: 2}.keys().__or__({3}), {1: 2}.keys().__rsub__({1, 3}), {1: 2}.items().__and__({(1, 2)}))

ba = bytearray(b"ab")
print(ba.__iadd__(b"cd") is ba, ba, ba.__imul__(2), ba)
print(hasattr([], "__radd__"), hasattr("", "__radd__"), hasattr((), "__radd__"))
print(type.__or__(int, str), type.__ror__(int, str), dir(list) == sorted(dir(list)))
for T in (list, dict, set, tuple, str, int, float, complex, range):
    print(T.__name__, [n for n in ("__iadd__", "__imul__", "__ior__", "__or__", "__ror__", "__rsub__",
                                   "__reversed__", "__class_getitem__", "__radd__", "__rmod__", "__round__",
                                   "__divmod__", "__rtruediv__", "__bool__", "__complex__", "__bytes__")
                      if n in dir(T)])
for bad in ((lambda: list.__class_getitem__()), (lambda: [].__class_getitem__(1, 2))):
    try:
        bad()
    except TypeError as e5:
        print("TypeError:", e5)


class L(list):
    def __iadd__(self, other):
        print("L.__iadd__", other)
        return super().__iadd__(other)


x = L([1])
x += [2]
print(type(x).__name__, x)


class S(set):
    def __ior__(self, other):
        return super().__ior__(other)


y = S({1})
y |= {2}
print(type(y).__name__, sorted(y))


class D(dict):
    def __or__(self, other):
        r = super().__or__(other)
        return D(r) if isinstance(r, dict) else r


print(type(D(a=1) | {"b": 2}).__name__, D(a=1) | {"b": 2})
