from abc import ABC, abstractmethod
from contextlib import contextmanager, suppress, ExitStack
from enum import Enum, auto, IntEnum, Flag
from typing import Iterator, Generic, TypeVar, Protocol
import functools

T = TypeVar("T")


class Shape(ABC):
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    @abstractmethod
    def area(self) -> float: ...

    def __str__(self):
        return f"{self.__class__.__name__}({self.name}) area={self.area():.2f}"

    def __lt__(self, other):
        return self.area() < other.area()


class Rect(Shape):
    def __init__(self, w, h, name="rect"):
        super().__init__(name)
        self._w, self._h = w, h

    @property
    def w(self):
        return self._w

    @w.setter
    def w(self, v):
        if v <= 0:
            raise ValueError(f"width must be positive, got {v}")
        self._w = v

    def area(self):
        return self._w * self._h

    def __repr__(self):
        return f"Rect({self._w}, {self._h})"

    def __eq__(self, other):
        if not isinstance(other, Rect):
            return NotImplemented
        return (self._w, self._h) == (other._w, other._h)

    __hash__ = None


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s, name="square")

    @classmethod
    def unit(cls):
        return cls(1)

    @staticmethod
    def describe():
        return "four equal sides"


class Circle(Shape):
    __slots__ = ("r",)

    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3.141592653589793 * self.r ** 2


try:
    Shape("x")
except TypeError as e:
    print(e)

shapes = [Rect(3, 4), Square(2), Circle(1), Square.unit()]
for s in sorted(shapes):
    print(s)
print(Shape.count, Square.describe(), Square.__mro__)
print(repr(shapes[0]), shapes[0] == Rect(3, 4), shapes[0] != Rect(3, 5), shapes[0] == 5)
try:
    hash(shapes[0])
except TypeError as e:
    print(e)
try:
    shapes[0].w = -1
except ValueError as e:
    print(e)
try:
    shapes[2].foo = 1
except AttributeError as e:
    print(e)
print(isinstance(shapes[1], Rect), issubclass(Square, Shape), type(shapes[1]).__name__)
print(Square.__name__, Square.__qualname__, Square.__bases__, Rect.w.__class__.__name__)


class Color(Enum):
    RED = 1
    GREEN = auto()
    BLUE = auto()

    def describe(self):
        return f"{self.name.lower()}={self.value}"


class Prio(IntEnum):
    LOW = 1
    HIGH = 3


class Perm(Flag):
    R = 4
    W = 2
    X = 1


print(Color.RED, repr(Color.GREEN), Color(3), Color["BLUE"], list(Color), Color.RED.describe())
print(Prio.HIGH > Prio.LOW, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]), Perm.R | Perm.W, Perm.R in (Perm.R | Perm.X))
try:
    Color(7)
except ValueError as e:
    print(e)
print({c: c.value for c in Color}, Color.RED is Color(1), len(Color))


class Vec:
    def __init__(self, *c):
        self.c = tuple(c)

    def __add__(self, o):
        return Vec(*(a + b for a, b in zip(self.c, o.c)))

    def __mul__(self, k):
        return Vec(*(a * k for a in self.c))

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5

    def __getitem__(self, i):
        return self.c[i]

    def __len__(self):
        return len(self.c)

    def __bool__(self):
        return any(self.c)

    def __repr__(self):
        return f"Vec{self.c}"

    def __iter__(self):
        yield from self.c

    def __format__(self, spec):
        return "<" + ", ".join(format(a, spec) for a in self.c) + ">"


v = Vec(1, 2, 3)
print(v + v, 2 * v, v * 2, -v, abs(Vec(3, 4)), v[1], v[-1], v[0:2], len(v), bool(Vec(0, 0)), list(v))
print(f"{Vec(1.5, 2.25):.1f}", format(v, "03d"))
try:
    v + 1
except AttributeError as e:
    print(e)
try:
    v @ v
except TypeError as e:
    print(e)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()


st: Stack[int] = Stack()
st.push(1)
print(st.pop())
try:
    st.pop()
except IndexError as e:
    print(e)


@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("swallowed")
    finally:
        print(f"</{name}>")


with tag("a") as t, tag("b"):
    print("inside", t)
with tag("z"):
    1 / 0
with suppress(KeyError):
    {}["x"]
print("after suppress")


class Timer:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None, ev)
        return et is ValueError


with Timer():
    raise ValueError("boom")
with ExitStack() as stack:
    for n in ("x", "y"):
        stack.enter_context(tag(n))
    print("stacked")


def countdown(n) -> Iterator[int]:
    while n > 0:
        got = yield n
        if got:
            n = got
        n -= 1
    return "done"


g = countdown(5)
print(next(g), g.send(3), next(g), list(g))
def wrapper():
    r = yield from countdown(2)
    print("returned", r)
print(list(wrapper()))


def debug(fn):
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        print(f"call {fn.__name__}{args} {kwargs}")
        return fn(*args, **kwargs)
    return inner


@debug
def add(a, b=2, *, c=3):
    """add things"""
    return a + b + c


print(add(1, c=10), add.__name__, add.__doc__, add.__wrapped__(1))
try:
    add(1, 2, 3)
except TypeError as e:
    print(e)


class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcls, name, bases, ns)


class Tagged(metaclass=Meta):
    pass


print(Tagged.tag, type(Tagged).__name__)


class Registry:
    plugins = {}

    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Registry.plugins[key or cls.__name__] = cls


class A(Registry, key="alpha"):
    pass


class B(Registry):
    pass


print(sorted(Registry.plugins))


class Lazy:
    def __init__(self):
        self.data = {"a": 1}

    def __getattr__(self, name):
        if name in self.data:
            return self.data[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


lz = Lazy()
print(lz.a, getattr(lz, "b", "default"), hasattr(lz, "zz"))
try:
    lz.zz
except AttributeError as e:
    print(e)
