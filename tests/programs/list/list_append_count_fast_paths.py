# list.append through the method-call fast path, and str.count of one
# character (counted a block at a time).
xs = []
for i in range(5):
    xs.append(i)
xs.append(xs)
print(xs)
list.append(xs, "unbound")
print(len(xs), xs[-1])

class L(list):
    def append(self, v):
        super().append(("wrapped", v))
l = L()
l.append(1)
print(l)

class Plain(list):
    pass
p = Plain()
p.append(2)
print(p, type(p).__name__)

ap = xs.append
ap("bound")
print(xs[-1])
for bad in (lambda: xs.append(), lambda: xs.append(1, 2), lambda: xs.append(v=1), lambda: list.append(5, 1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

big = []
for i in range(3000):
    big.append(i * i)
print(len(big), sum(big), big[-3:])

t = "M" * 300 + "ab" * 600 + "M" + "x" * 254 + "MM"
for sub in ("M", "a", "b", "x", "z", "", "ab", "MM"):
    print(sub, t.count(sub), t.count(sub, 10), t.count(sub, -300), t.count(sub, 5, 900), t.count(sub, 1000, 10))
u = "héllo wörld ☃ ö" * 40
for sub in ("ö", "o", "l", "☃", " ", "h"):
    print(sub, u.count(sub), u.count(sub, 3), u.count(sub, -17, -2))
print("".count("a"), "a".count("a"), ("a" * 255).count("a"), ("a" * 256).count("a"), ("a" * 511).count("a"))
