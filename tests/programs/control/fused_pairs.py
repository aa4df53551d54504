# Adjacent instruction pairs the compiler fuses: locals, constants,
# arithmetic, comparisons feeding branches, and their error paths.
import math


def unbound_second():
    a = 1
    if False:
        b = 2
    return a + b


def unbound_first():
    if False:
        a = 1
    b = 2
    return a + b


def unbound_binary_operand():
    x = 3
    if False:
        y = 1
    return x * y


for f in (unbound_second, unbound_first, unbound_binary_operand):
    try:
        f()
    except UnboundLocalError as e:
        print(type(e).__name__, e)


class Weird:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return Truthy(self.v < other.v)

    def __add__(self, k):
        return Weird(self.v + k)

    def __repr__(self):
        return f"W({self.v})"


class Truthy:
    def __init__(self, b):
        self.b = b

    def __bool__(self):
        print("bool called", self.b)
        return self.b


class Bad:
    def __lt__(self, other):
        return self

    def __bool__(self):
        raise ValueError("no truth")


def branches(a, b):
    if a < b:
        return "lt"
    return "ge"


print(branches(Weird(1), Weird(2)), branches(Weird(3), Weird(2)))
try:
    branches(Bad(), 1)
except ValueError as e:
    print("ValueError", e)
nan = float("nan")
print([branches(x, y) for x, y in [(nan, 1.0), (1.0, nan), (1.0, 2.0), (2.0, 1.0), (-0.0, 0.0)]])
print([branches(x, y) for x, y in [(1, 2.5), (2.5, 1), (True, 2), (10**20, 10**19)]])


def arith(x):
    y = x + 1
    z = y * 2.5
    w = z - x
    q = w / 4
    r = x % 7
    s = x // 3
    return y, z, w, q, r, s, x ** 2, x - 1.5, -x + 3


print(arith(10), arith(-4), arith(2.5))
print(Weird(1) + 5)
try:
    arith("s")
except TypeError as e:
    print("TypeError", e)
try:
    v = 5
    print(v / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)


def loop(n):
    i = 0
    total = 0
    while i < n:
        total = total + i
        i = i + 1
        if i > 50:
            break
    else:
        total = -total
    return total


print(loop(10), loop(100), loop(0))


def swap(a, b):
    t = a
    a = b
    b = t
    return a, b


print(swap(1, "x"), math.sqrt(16) * 2, [i * i for i in range(5) if i < 3])
x = 7
print(x + 1, x < 8, 3 < x < 10, x == 7.0)


class P:
    def __init__(self):
        self.x = 1

    @property
    def boom(self):
        raise AttributeError("from property")

    def m(self, k):
        return self.x + k


def attrs():
    p = P()
    s = "abc"
    out = [p.x, p.m(2), s.upper(), len(s), p.m]
    try:
        p.boom
    except AttributeError as e:
        out.append(str(e))
    try:
        p.missing()
    except AttributeError as e:
        out.append(str(e))
    if False:
        q = 1
    try:
        q.x
    except UnboundLocalError as e:
        out.append(str(e))
    try:
        q.m()
    except UnboundLocalError as e:
        out.append(str(e))
    return out


print(attrs()[:4], attrs()[5:])


class G:
    def __getitem__(self, k):
        if k == "bad":
            raise KeyError(k)
        return ("got", k)

    def __radd__(self, other):
        return ("radd", other)

    def __sub__(self, other):
        return ("sub", other)


def triples():
    lst = [10, 20, 30]
    d = {"a": 1}
    g = G()
    i = -1
    j = 1
    out = [lst[0], lst[-1], lst[i], lst[j], d["a"], g[5], g[j], 5 + g, j + g, g - j, g - 2]
    for k in ("bad", 99):
        try:
            out.append(g[k] if k == "bad" else lst[k])
        except (KeyError, IndexError) as e:
            out.append(type(e).__name__)
    try:
        out.append(d["zz"])
    except KeyError as e:
        out.append(repr(e))
    s = "hello"
    t = (1, 2)
    out += [s[1], s[j], t[0], t[i], j * 2.5, i - 1, j ** 3, j << 2, i // 2, i % 3]
    if False:
        u = 1
    for f in (lambda: lst[u], lambda: u[0], lambda: u + j, lambda: j + u):
        try:
            f()
        except NameError as e:
            out.append(type(e).__name__)
    return out


print(triples())


def unbound_triples():
    out = []
    try:
        r = a + b
    except UnboundLocalError as e:
        out.append(str(e))
    a = 1
    try:
        r = a + b
    except UnboundLocalError as e:
        out.append(str(e))
    try:
        r = c[0]
    except UnboundLocalError as e:
        out.append(str(e))
    b = 2
    c = [a, b]
    return out, a + b, c[0], c[a], a * 3


print(unbound_triples())


class Acc:
    def __init__(self):
        self.n = 0
        self.items = [0, 0]

    def __setattr__(self, k, v):
        if k == "n" and v == 3:
            raise ValueError("three")
        object.__setattr__(self, k, v)


class Sticky(list):
    def __setitem__(self, k, v):
        if v == 13:
            raise ValueError("thirteen")
        super().__setitem__(k, v)


def augmented():
    a = Acc()
    out = []
    for i in range(5):
        try:
            a.n += 1
        except ValueError as e:
            out.append(str(e))
        a.items[i % 2] += i
    s = Sticky([10, 12])
    for d in (1, 1):
        try:
            s[1] += d
        except ValueError as e:
            out.append(str(e))
    d = {"k": 1}
    d["k"] += 5
    d.setdefault("m", [])
    d["m"] += [1]
    try:
        d["zz"] += 1
    except KeyError as e:
        out.append(repr(e))
    t = (1, [2])
    try:
        t[1] += [3]
    except TypeError as e:
        out.append(str(e))
    return out, a.n, a.items, s, d, t


print(augmented())


def loops():
    total = 0
    for i in range(4):
        if i == 1:
            continue
        for j in "ab":
            total += 1
    for k in []:
        total += 100
    else:
        total += 1000
    it = iter([1, 2, 3])
    for x in it:
        if x == 2:
            break
    return total, list(it)


print(loops())
