# dataclasses and enum behaviour.
import dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, KW_ONLY
import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

@dataclass
class Pt:
    x: int
    y: int = 0
    tags: list = field(default_factory=list, repr=False)
p = Pt(1)
print(p, p == Pt(1, 0), p != Pt(2), asdict(p), astuple(p), replace(p, y=5))
print([f.name for f in fields(Pt)], Pt.__match_args__, Pt.__dataclass_params__.order if hasattr(Pt, '__dataclass_params__') else None)
@dataclass(order=True, frozen=True)
class V:
    a: int
    b: str = 'z'
print(sorted([V(2), V(1, 'b'), V(1, 'a')]), hash(V(1)) == hash(V(1)))
try:
    V(1).a = 3
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
@dataclass
class WithPost:
    a: int
    b: int = field(init=False)
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.b = self.a * scale
w = WithPost(3, 10)
print(w, w.b)
@dataclass
class KW:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int = 2
print(KW(1, c=5), KW(1, b=2, c=3))
try:
    @dataclass
    class BadOrder:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Mut:
        a: list = []
except ValueError as e:
    print(e)
@dataclass(kw_only=True)
class AllKw:
    a: int
    b: int = 0
print(AllKw(a=1), dataclasses.is_dataclass(AllKw), dataclasses.is_dataclass(AllKw(a=1)))
@dataclass(slots=True)
class SL:
    a: int
    b: int = 2
print(SL(1), SL.__slots__, hasattr(SL(1), '__dict__'))
@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1), NoEq(1).__eq__(NoEq(1)))
@dataclass
class Nested:
    p: Pt
    ps: list
print(asdict(Nested(Pt(1, 2), [Pt(3), {'k': Pt(4)}])))
@dataclass(repr=False)
class NoRepr:
    a: int
print(repr(NoRepr(1)).startswith('<__main__.NoRepr object'))
@dataclass
class Inh(Pt):
    z: int = 9
print(Inh(1, 2, [3], 4), [f.name for f in fields(Inh)])
print(dataclasses.make_dataclass('Made', ['a', ('b', int, field(default=3))])(1))

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.GREEN), Color(2), Color['BLUE'], Color.CRIMSON is Color.RED, list(Color))
print(Color.RED.name, Color.RED.value, len(Color), Color.__members__.keys(), Color.RED in Color)
try:
    Color(7)
except ValueError as e:
    print(e)
try:
    Color['NOPE']
except KeyError as e:
    print(repr(e))
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(Num.ONE + 1, Num.TWO == 2, str(Num.ONE), repr(Num.ONE), f'{Num.TWO}', format(Num.TWO, '>4'), sorted([Num.TWO, Num.ONE]))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, list(rw), ~Perm.R, bool(Perm(0)), repr(Perm(0)))
class IP(IntFlag):
    A = 1
    B = 2
print(IP.A | IP.B, repr(IP.A | 4), IP.A | 2 == 3, str(IP.B))
class S(StrEnum):
    X = auto()
    Y = 'why'
print(S.X, repr(S.Y), S.X == 'x', S.Y.upper(), f'{S.Y}')
class Auto(Enum):
    A = auto()
    B = auto()
    def describe(self):
        return f'{self.name}={self.value}'
    @classmethod
    def first(cls):
        return next(iter(cls))
print(Auto.B.describe(), Auto.first(), Auto.A.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
Dyn = Enum('Dyn', 'P Q R')
print(list(Dyn), Dyn.Q.value, Enum('D2', [('a', 10), ('b', 20)]).b)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.EARTH.mass, Planet.EARTH.value)
print(hash(Color.RED) == hash(Color.RED), {Color.RED: 1}[Color.RED], Color.RED < Color.GREEN if False else 'skip')
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print(e)
try:
    Color.RED = 5
except AttributeError as e:
    print(e)
print(type(Color.RED).__name__, isinstance(Color.RED, Color), Color.RED.__class__.__mro__[1].__name__)
class WithMissing(Enum):
    A = 'a'
    @classmethod
    def _missing_(cls, value):
        return cls.A
print(WithMissing('zzz'))
print(enum.Enum.__name__, Perm.R.value, Perm.W.value, Perm.X.value, Perm(3))
