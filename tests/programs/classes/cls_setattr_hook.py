# __setattr__ intercepts every assignment, including in __init__
class Logged:
    def __init__(self, a):
        self.a = a
        self.b = a * 2
    def __setattr__(self, name, value):
        print(f"setattr {name}={value!r}")
        object.__setattr__(self, name, value)

l = Logged(3)
l.c = "x"
l.a += 1
print(l.a, l.b, l.c)
setattr(l, "d", [1])
print(sorted(vars(l)))

class Frozen:
    def __init__(self, x):
        object.__setattr__(self, "x", x)
    def __setattr__(self, name, value):
        raise AttributeError(f"cannot set {name}: frozen")

f = Frozen(10)
print(f.x)
try:
    f.x = 11
except AttributeError as e:
    print("AttributeError:", e)
try:
    f.y = 1
except AttributeError as e:
    print("AttributeError:", e)
print(f.x)
