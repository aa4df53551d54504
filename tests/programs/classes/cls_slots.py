# __slots__ restricts attributes and removes __dict__
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm1(self):
        return abs(self.x) + abs(self.y)

p = P(3, -4)
print(p.x, p.y, p.norm1())
p.x = 10
print(p.x, P.__slots__, hasattr(p, "__dict__"))
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError:", e)
q = P.__new__(P)
try:
    q.x
except AttributeError as e:
    print("AttributeError:", e)
del p.y
print(hasattr(p, "y"))
class Q(P):
    pass
q2 = Q(1, 2)
q2.extra = "allowed"
print(q2.extra, q2.norm1())
class S:
    __slots__ = "only"
s = S()
s.only = 5
print(s.only)
