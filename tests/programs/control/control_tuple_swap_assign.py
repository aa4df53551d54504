# `a, b = b, a` and three-way forms: values first, left to right, then the
# targets in order.
a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
[p, q] = 7, 8
print(p, q)
(m, n), o = (1, 2), 3
print(m, n, o)

l = [0, 0, 0]
i = 0
i, l[i] = 1, 9
print(i, l)
l[0], l[1], l[2] = l[2], l[0], l[1]
print(l)

def fib(k):
    a, b = 0, 1
    for _ in range(k):
        a, b = b, a + b
    return a
print([fib(k) for k in range(15)])

def order():
    log = []
    def v(t):
        log.append(t)
        return t
    class T:
        def __setattr__(self, name, value):
            log.append(("set", name, value))
    t = T()
    t.a, t.b = v(1), v(2)
    t.a, t.b, t.c = v(3), v(4), v(5)
    return log
print(order())

try:
    a, b = 1, undefined_name
except NameError as e:
    print("NameError:", e)
print(a, b)

try:
    a, b = 1, 2, 3
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = 1, 2
except ValueError as e:
    print("ValueError:", e)
a, *b = 1, 2, 3
print(a, b)
a, b = *[5], 6
print(a, b)
w = (u, v2) = 4, 5
print(w, u, v2)
def swap_locals():
    s, t = "s", "t"
    s, t = t, s
    return s + t
print(swap_locals())
