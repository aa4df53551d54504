# bool() and callable()
for v in [0, 1, "", "0", [], [0], None, 0.0, -1, {}, set(), (), range(0)]:
    print(repr(v), bool(v))
print(bool(), bool(True), bool(False), type(bool(1)).__name__)
def f():
    pass
items = [f, len, print, lambda: 0, 5, "str", str, int, list, None, [].append, "abc".upper]
print([callable(x) for x in items])
print(isinstance(True, bool), isinstance(1, bool), bool.__name__, True + True)
flags = [bool(x) for x in ["yes", "", "no", " "]]
print(flags, flags.count(True), sum(flags))
print(callable(callable), callable(bool), callable(True))
