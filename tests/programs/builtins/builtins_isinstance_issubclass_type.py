# isinstance, issubclass and type()
vals = [1, 1.0, "s", b"b", [1], (1,), {1: 1}, {1}, None, True, range(1), frozenset()]
for v in vals:
    print(repr(v), type(v), type(v).__name__, isinstance(v, (int, float)))
print(isinstance(True, int), isinstance(1, bool), isinstance([], (list, tuple)), isinstance("x", (int, (str, bytes))))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, (str, object)), issubclass(list, object))
print(type(1) is int, type(True) is int, type(True) is bool, type(type(1)))
print(type("x")("abc"), type(5)("7") + 1, type([])("ab"))
try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError:", e)
