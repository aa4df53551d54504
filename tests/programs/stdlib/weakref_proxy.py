# weakref.proxy: attribute access, operators, callables, death.
import gc
import weakref


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __rmul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)

    def __len__(self):
        return 2

    def __iter__(self):
        return iter((self.x, self.y))

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __contains__(self, v):
        return v in (self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __str__(self):
        return "Vec(%s, %s)" % (self.x, self.y)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def norm1(self):
        return abs(self.x) + abs(self.y)


v = Vec(3, 4)
p = weakref.proxy(v)
print(type(p).__name__, p.x, p.y, p.norm1())
print(str(p), len(p), list(p), p[1], 4 in p, 5 in p, bool(p))
print(str(p + Vec(1, 1)), str(p * 2), str(2 * p), str(-p), abs(p))
print(p == Vec(3, 4), p == v, p < Vec(9, 9))
p.x = 10
print("set through proxy:", v.x)
del p.y
print("deleted:", hasattr(v, "y"))
v.y = 4
print("shared proxy:", weakref.proxy(v) is p)
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)
try:
    p.missing
except AttributeError as e:
    print("AttributeError:", e)


def add(a, b):
    return a + b


cp = weakref.proxy(add)
print(type(cp).__name__, cp(2, 3), callable(cp), callable(p))

nums = [1, 2, 3]


class Box:
    def __init__(self):
        self.items = [5, 6]

    def __setitem__(self, k, val):
        self.items[k] = val

    def __delitem__(self, k):
        del self.items[k]


bx = Box()
pb = weakref.proxy(bx)
pb[0] = 50
del pb[1]
print(bx.items)

events = []
w = Vec(1, 2)
pw = weakref.proxy(w, lambda pr: events.append("proxy callback"))
print(pw is not weakref.proxy(w))
del w
gc.collect()
print(events)
for op in ("attr", "str", "add", "len", "bool", "call"):
    try:
        if op == "attr":
            pw.x
        elif op == "str":
            str(pw)
        elif op == "add":
            pw + 1
        elif op == "len":
            len(pw)
        elif op == "bool":
            bool(pw)
        else:
            pw.norm1()
    except ReferenceError as e:
        print(op, "ReferenceError:", e)
print("count on dead proxy target is gone")
