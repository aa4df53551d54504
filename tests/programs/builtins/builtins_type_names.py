# type() results print as <class '...'>
for v in [1, 1.5, "s", b"b", [], (), {}, set(), frozenset(), None, True, range(0), slice(1), len, print, lambda: 0]:
    print(type(v))
print(type(int), type(type), type(type(None)))
print(str(type(1)), repr(type("")), f"{type(2.0)}", [type(1), type("")])
def f():
    return 1
print(type(f).__name__, type(f()) is int, type(None).__name__)
values = [0, "", [], {}, 0.0, None]
names = [type(v).__name__ for v in values]
print(names, len(set(names)))
print(type(3) == type(4), type(3) == type(3.0), type([]) is list)
