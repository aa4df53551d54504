from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from enum import Enum, IntEnum, Flag, auto, IntFlag
from typing import Optional, List
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    qty: int = field(default=1, repr=False)
@dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 0
it = Item('apple', 1.5)
print(it, asdict(it), astuple(it), replace(it, price=2.0), it == Item('apple', 1.5))
print([f.name for f in fields(Item)], Item.__dataclass_fields__['qty'].default)
p = P(1, 2)
print(p, p < P(1, 3), sorted([P(3), P(1, 5), P(1, 2)]), hash(p) == hash(P(1, 2)))
try:
    p.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    Item()
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(type(e).__name__, e)
@dataclass
class Post:
    a: int
    b: int = field(init=False)
    def __post_init__(self): self.b = self.a * 2
print(Post(3))
@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1))
@dataclass
class Sub(Item):
    extra: Optional[str] = None
print(Sub('x', 1.0, ['a'], 2, 'e'))
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.RED), Color(2), Color['BLUE'], Color.RED.name, Color.RED.value, list(Color), len(Color))
print(Color.RED is Color(1), Color.RED == 1, f"{Color.GREEN}", format(Color.GREEN), str(Color.BLUE))
try:
    Color(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Color['PINK']
except KeyError as e:
    print(type(e).__name__, e)
class Pri(IntEnum):
    LOW = 1
    HIGH = 3
print(Pri.LOW < Pri.HIGH, Pri.HIGH + 1, f"{Pri.LOW}", str(Pri.LOW), repr(Pri.HIGH), sorted([Pri.HIGH, Pri.LOW]), int(Pri.HIGH))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, bool(Perm(0)), rw & Perm.W, ~Perm.R, list(rw))
class Auto(Enum):
    A = auto()
    B = auto()
print(Auto.A.value, Auto.B.value, Auto.__members__.keys())
class Shape(Enum):
    SQUARE = 'sq'
    ALIAS = 'sq'
    def describe(self): return f"{self.name}={self.value}"
print(Shape.ALIAS, Shape.SQUARE.describe(), list(Shape))
class IF(IntFlag):
    A = 1
    B = 2
print(IF.A | IF.B, repr(IF.A | IF.B), IF(3), IF.A | 4)
class StrE(str, Enum):
    X = 'x'
print(StrE.X == 'x', StrE.X, f"{StrE.X}", StrE.X.upper())
