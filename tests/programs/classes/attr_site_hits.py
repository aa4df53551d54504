# Attribute sites that hit their cache, then see the instance change
# under them: slots moving, keys of other text objects, shadowing,
# class changes, descriptors added later, polymorphic sites.
class A:
    def m(self):
        return "A.m"

    def __init__(self, k):
        self.a = k
        self.b = k * 2


class B:
    def m(self):
        return "B.m"

    def __init__(self, k):
        self.b = k
        self.a = -k


def read(o):
    return o.a, o.b, o.m()


def write(o, v):
    o.a = v
    return o.a


objs = [A(1), B(2), A(3), B(4)]
for _ in range(3):
    print([read(o) for o in objs], [write(o, 9) for o in objs])

x = A(5)
for _ in range(3):
    read(x)
del x.a
x.a = 7  # re-added: now after b
print(read(x), list(vars(x)))
name = "".join(["a"])  # a different text object with the same text
setattr(x, name, 8)
print(read(x))
x.__dict__.clear()
try:
    read(x)
except AttributeError as e:
    print("AttributeError", e)
x.__dict__["a"] = 1
x.__dict__["b"] = 2
print(read(x))
x.m = lambda: "instance m"
print(read(x))
del x.m
print(read(x))
x.__class__ = B
print(read(x))
y = A(3)
A.a = property(lambda self: "prop a")
print(read(y), read(objs[0]))
del A.a
print(read(y))
for i in range(20):
    setattr(y, "k%d" % i, i)
print(read(y), write(y, 11), y.k19)
