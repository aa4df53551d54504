def f(a, b=2, *, c, d=4):
    return (a, b, c, d)

def g(a, /, b, c=3):
    return (a, b, c)

def h(x, y=10, z=20):
    return x + y * z

print(f(1, c=3), f(1, 5, c=3, d=9), f(a=1, c=3), f(c=7, a=0, d=1, b=2))
print(g(1, b=2), g(1, c=9, b=8), h(1, z=2), h(x=1), h(z=1, y=2, x=3))
for call in [lambda: f(1), lambda: f(1, 2, 3, c=1), lambda: f(1, a=2, c=3), lambda: g(a=1, b=2),
             lambda: h(1, x=2), lambda: h(y=1), lambda: f(1, c=1, e=2), lambda: h(1, 2, 3, 4),
             lambda: f(1, c=1, c2=3)]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)

class K:
    def m(self, a, b=1, *, key=None):
        return (a, b, key)
k = K()
print(k.m(1, key="k"), k.m(a=2), K.m(k, 3, b=4, key=5))
def many(a=1, b=2, c=3, d=4, e=5, f=6, g=7, h=8, i=9):
    return a + b + c + d + e + f + g + h + i
print(many(i=1, h=1, g=1, f=1, e=1, d=1, c=1, b=1, a=1), many(b=0), many(1, 2, i=0))
def outer():
    v = 5
    def inner(a, b=1, *, scale=2):
        return (a + b + v) * scale
    return inner
print(outer()(1, scale=3), outer()(b=2, a=1))
print(sorted([3, 1, 2], key=lambda x: -x, reverse=True), max([1, 5, 3], key=lambda x: x % 4, default=0))
