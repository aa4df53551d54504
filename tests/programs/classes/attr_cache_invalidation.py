# Attribute lookups stay right while classes and instances change under them.
class A:
    x = 1
    def f(self):
        return "A.f"

class B(A):
    def f(self):
        return "B.f"

class C(A):
    x = 3

def probe(o):
    return o.x, o.f()

objs = [A(), B(), C(), A(), B(), C()]
for round_ in range(3):
    print(round_, [probe(o) for o in objs])
    if round_ == 0:
        A.x = 10                      # class attribute rebound
        B.f = lambda self: "B.f2"     # method replaced
    if round_ == 1:
        objs[0].x = "own"             # instance shadows class
        del C.x                       # falls back to the base
        objs[1].__class__ = C         # class switched

o = objs[0]
del o.x
print(o.x)
A.f = property(lambda self: "prop")
try:
    print(objs[3].f)
    objs[3].f()
except TypeError as e:
    print("TypeError:", e)

class D:
    def __getattr__(self, name):
        return "missing:" + name
d = D()
print(d.anything)
d.anything = 5
print(d.anything)

class S:
    __slots__ = ("a",)
s = S()
s.a = 1
print(s.a)
try:
    s.b = 2
except AttributeError as e:
    print("AttributeError:", e)

class Tracked:
    def __setattr__(self, k, v):
        print("set", k, v)
        object.__setattr__(self, k, v)
t = Tracked()
for i in range(3):
    t.v = i
print(t.v)
for i in range(2000):
    junk = [A() for _ in range(5)]
print(probe(objs[2]), probe(objs[5]))
