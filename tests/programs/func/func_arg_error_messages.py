# the exact messages of argument-binding errors
def f(a, b, c=3, *, d, e=5):
    return a, b, c, d, e

def g(x, /, y):
    return x, y

def h():
    return None

cases = [
    lambda: f(1, 2, d=4),
    lambda: f(1),
    lambda: f(1, 2),
    lambda: f(),
    lambda: f(1, 2, 3, 4, d=4),
    lambda: f(1, 2, d=4, z=1),
    lambda: f(1, 2, a=1, d=4),
    lambda: g(1, 2),
    lambda: g(x=1, y=2),
    lambda: h(1),
    lambda: h(k=1),
    lambda: f(1, 2, 3, e=1),
]
for case in cases:
    try:
        print("ok", case())
    except TypeError as e:
        print("TypeError:", e)
