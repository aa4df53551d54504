# Special methods assigned, replaced or deleted after instances were
# already compared, added, hashed, iterated: every operator sees the
# class as it is now (classes remember their special methods).


class A:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return f"A({self.v})"


xs = [A(3), A(1), A(2)]
print(sorted(xs), A(1) < A(2))


def rev_lt(self, other):
    return self.v > other.v


A.__lt__ = rev_lt
print(sorted(xs), A(1) < A(2))
del A.__lt__
try:
    sorted(xs)
except TypeError as e:
    print("TypeError", e)
A.__lt__ = lambda self, other: NotImplemented
try:
    A(1) < A(2)
except TypeError as e:
    print("TypeError", e)
A.__gt__ = lambda self, other: "reflected gt"
print(A(1) < A(2))


# A base's special method replaced: subclasses see it.
class Base:
    def __add__(self, other):
        return "base add"


class Sub(Base):
    pass


s = Sub()
print(s + 1)
Base.__add__ = lambda self, other: "new base add"
print(s + 1)
Sub.__add__ = lambda self, other: "sub add"
print(s + 1, Base() + 1)
del Sub.__add__
print(s + 1)
Base.__radd__ = lambda self, other: ("radd", other)
print(1 + s)


# __eq__ / __hash__ set to None and back.
class K:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        return isinstance(other, K) and self.k == other.k

    def __hash__(self):
        return hash(self.k)


d = {K(1): "one"}
print(d[K(1)], K(1) == K(1), K(1) != K(2))
K.__hash__ = None
try:
    hash(K(1))
except TypeError as e:
    print("TypeError", e)
try:
    {K(2): 2}
except TypeError as e:
    print("TypeError", e)
K.__hash__ = lambda self: 7
print(hash(K(5)), {K(5): 1}[K(5)])
K.__eq__ = None
try:
    K(1) == K(1)
except TypeError as e:
    print("TypeError", e)
del K.__eq__
print(K(1) == K(1), K(1) != K(1))


class E:
    pass


e = E()
print(hash(e) == hash(e), e == e)
E.__eq__ = lambda self, other: True
print(e == E(), e != E())
E.__hash__ = lambda self: 11
print(hash(e))


# __class__ reassignment switches the special methods.
class P:
    def __len__(self):
        return 1

    def __repr__(self):
        return "P"

    def __iter__(self):
        return iter([1, 2])


class Q:
    def __len__(self):
        return 2

    def __repr__(self):
        return "Q"

    def __contains__(self, x):
        return x == "q"


o = P()
print(len(o), repr(o), list(o), 2 in o)
o.__class__ = Q
print(len(o), repr(o), "q" in o, 2 in o)
o.__class__ = P
print(len(o), str(o), bool(o))
P.__len__ = lambda self: 0
print(bool(o), len(o))
P.__bool__ = lambda self: True
print(bool(o))


# Iterator protocol changed mid-way.
class Count:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n


c = Count()
it = iter(c)
print(next(it))


def stop(self):
    raise StopIteration


Count.__next__ = stop
print(list(it))


# Item access and str/repr replaced after use.
class Box:
    def __getitem__(self, i):
        return i * 2

    def __str__(self):
        return "box"


b = Box()
print(b[3], str(b), f"{b}")
Box.__getitem__ = lambda self, i: -i
Box.__str__ = lambda self: "new box"
print(b[3], str(b), f"{b}", list(zip(b, range(3))))


# A metaclass's special methods, changed after use.
class Meta(type):
    def __len__(cls):
        return 10

    def __lt__(cls, other):
        return cls.__name__ < other.__name__


class M1(metaclass=Meta):
    pass


class M2(metaclass=Meta):
    pass


print(len(M1), M1 < M2, sorted([M2, M1], key=lambda c: c) == [M1, M2])
Meta.__len__ = lambda cls: 20
Meta.__lt__ = lambda cls, other: cls.__name__ > other.__name__
print(len(M1), M1 < M2)


# Reflected operands: a subclass's reflected method goes first, also
# once it was added later.
class N:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return ("N.add", self.v)

    def __eq__(self, other):
        return "N.eq"


class NSub(N):
    pass


print(N(1) + NSub(2), N(1) == NSub(2))
NSub.__radd__ = lambda self, other: ("NSub.radd", self.v)
NSub.__eq__ = lambda self, other: "NSub.eq"
print(N(1) + NSub(2), N(1) == NSub(2))
NSub.__radd__ = lambda self, other: NotImplemented
print(N(1) + NSub(2))


# In-place operators added after use.
class Acc:
    def __init__(self):
        self.items = []

    def __add__(self, other):
        r = Acc()
        r.items = self.items + [other]
        return r


a = Acc()
a2 = a
a += 1
print(a is a2, a.items)


def iadd(self, other):
    self.items.append(other)
    return self


Acc.__iadd__ = iadd
a2 = a
a += 2
print(a is a2, a.items)


# Unary and conversions.
class U:
    def __neg__(self):
        return "neg"

    def __index__(self):
        return 2


u = U()
print(-u, [10, 20, 30][u])
U.__neg__ = lambda self: "new neg"
U.__index__ = lambda self: 0
print(-u, [10, 20, 30][u])


# A special method given as a staticmethod or classmethod.
class S:
    pass


S.__len__ = staticmethod(lambda: 4)
print(len(S()))
S.__len__ = classmethod(lambda cls: len(cls.__name__) + 40)
print(len(S()))


# Many classes, each compared, then one changed (memos are per class).
classes = []
for i in range(20):
    classes.append(type(f"C{i}", (), {"__lt__": lambda self, o, i=i: i % 2 == 0}))
objs = [c() for c in classes]
print([o < o for o in objs][:6])
classes[0].__lt__ = lambda self, o: "changed"
print([o < o for o in objs][:3])


# datetime's classes keep their fast comparisons; a subclass overriding
# them is asked.
import datetime

ds = [datetime.date(2024, 3, d) for d in (5, 1, 3)]
print(sorted(ds), ds[0] < ds[1], ds[0] == datetime.date(2024, 3, 5))
print(ds[0] + datetime.timedelta(days=1), len({ds[0], datetime.date(2024, 3, 5)}))


class Backwards(datetime.date):
    def __lt__(self, other):
        return datetime.date.__gt__(self, other)


bs = [Backwards(2024, 3, d) for d in (5, 1, 3)]
print(sorted(bs), bs[0] < bs[1], (bs[0], 1) < (bs[1], 1))
Backwards.__lt__ = lambda self, other: datetime.date.__lt__(self, other)
print(sorted(bs), bs[0] < bs[1])
print(hash(bs[0]) == hash(datetime.date(2024, 3, 5)))
