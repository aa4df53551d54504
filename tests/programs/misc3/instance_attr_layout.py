# Instance attributes: order, liveness of __dict__, deletion, shadowing,
# copies, class changes and many names, whatever layout the engine uses.
import copy


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return abs(self.x) + abs(self.y)


a = P(1, 2)
b = P(3, -4)
print(a.x, a.y, b.norm(), vars(a), b.__dict__)

# Another order of first assignment keeps its own order.
c = P.__new__(P)
c.y = 10
c.x = 20
print(c.__dict__, list(vars(c)), c.norm())

# __dict__ is live both ways.
d = a.__dict__
d["z"] = 5
print(a.z, hasattr(a, "z"))
a.w = 6
print(d, sorted(dir(a))[-5:])
del d["x"]
print(hasattr(a, "x"), a.__dict__)

# Deletion, then setting again.
del b.x
print(b.__dict__, hasattr(b, "x"))
b.x = 7
print(b.__dict__, b.norm())
try:
    del b.q
except AttributeError as e:
    print("AttributeError:", e)

# An attribute shadows a method only on the instance that has it.
e1, e2 = P(1, 1), P(2, 2)
for _ in range(3):
    print(e1.norm(), e2.norm())
e1.norm = lambda: "shadowed"
for _ in range(3):
    print(e1.norm(), e2.norm())
del e1.norm
print(e1.norm())

# Many attributes (more than any shared layout keeps).
class Many:
    pass


m = Many()
for i in range(40):
    setattr(m, "a%d" % i, i)
print(len(vars(m)), m.a0, m.a39, list(vars(m))[:3], list(vars(m))[-2:])
n = Many()
n.b = 1
n.a0 = 2
print(vars(n))

# Copies keep everything, including attributes set later.
p = P(5, 6)
p.extra = [1, 2]
q = copy.copy(p)
r = copy.deepcopy(p)
p.extra.append(3)
print(vars(q), vars(r), q.norm(), r.extra is p.extra, q.extra is p.extra)

# __class__ assignment keeps the attributes.
class Q:
    def norm(self):
        return "Q"


s = P(8, 9)
s.__class__ = Q
print(type(s).__name__, s.norm(), vars(s), s.x)
t = Q()
t.k = 1
print(vars(t))

# Non-identifier names and getattr defaults.
setattr(a, "with space", 1)
print(getattr(a, "with space"), getattr(a, "nope", "default"))

# Slots and a dict together.
class S:
    __slots__ = ("u", "v")


class T(S):
    pass


t2 = T()
t2.u = 1
t2.other = 2
print(t2.u, t2.other)
s2 = S()
s2.v = 3
try:
    s2.w = 1
except AttributeError as e2:
    print("AttributeError:", e2)
print(s2.v, hasattr(s2, "__dict__"))

# Instances in a loop: the values stay per instance.
objs = [P(i, -i) for i in range(1000)]
print(sum(o.norm() for o in objs), objs[500].__dict__)
for o in objs[::2]:
    o.x += 1
print(sum(o.x for o in objs))
print(objs[3].__dict__ == {"x": 3, "y": -3})
