import functools
def logged(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        """inner doc"""
        return ("logged", fn(*a, **k))
    return inner
@logged
def add(x, y):
    """Add two numbers."""
    return x + y
print(add(2, 3), add.__name__, add.__doc__, add.__wrapped__(1, 1), add.__qualname__)
def plain(fn):
    def inner():
        return fn()
    return inner
@plain
def hello():
    "hi"
print(hello.__name__, hello.__doc__)
def deco2(fn):
    def w():
        return fn()
    functools.update_wrapper(w, fn)
    return w
def target():
    "target doc"
    return 7
w = deco2(target)
print(w(), w.__name__, w.__doc__, w.__wrapped__ is target)
@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))
vs = [Version("1.10.0"), Version("1.2"), Version("1.2.1"), Version("0.9")]
print(sorted(vs), max(vs), min(vs))
a, b = Version("2.0"), Version("2.0.1")
print(a < b, a <= b, a > b, a >= b, a == b, a != b, b >= a)
@functools.total_ordering
class Money:
    def __init__(self, c):
        self.c = c
    def __eq__(self, o):
        return isinstance(o, Money) and self.c == o.c
    def __gt__(self, o):
        if not isinstance(o, Money):
            return NotImplemented
        return self.c > o.c
print(Money(1) < Money(2), Money(3) <= Money(3), Money(5) >= Money(9))
try:
    Money(1) < 5
except TypeError as e:
    print("TypeError:", e)
try:
    @functools.total_ordering
    class Bad:
        pass
except ValueError as e:
    print("ValueError:", e)
