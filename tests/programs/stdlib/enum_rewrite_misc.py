# enum: aliases, _missing_, reserved names, _order_, data types, verify, Flag masks and helpers.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, verify, UNIQUE, CONTINUOUS, STRICT, FlagBoundary, CONFORM, EJECT, KEEP, ReprEnum
import enum
print(repr(auto()), repr(auto(3)))
class E(Enum):
    A = 1
    B = 2
    C = 1
    def describe(self): return self.name
    @classmethod
    def first(cls): return cls.A
print(E.C, E.C is E.A, E._member_names_, list(E.__members__), E(1), E.first(), E.A.describe())
try: E.A = 3
except AttributeError as e: print(e)
try: E(7)
except ValueError as e: print(e)
try: E['Z']
except KeyError as e: print(repr(e))
class M(Enum):
    @classmethod
    def _missing_(cls, v): return 5
try: M(1)
except Exception as e: print(type(e), e, repr(e.__context__))
try:
    class Bad(Enum):
        _foo_ = 1
except ValueError as e: print(e)
try:
    class Bad(Enum):
        mro = 1
except ValueError as e: print(e)
try:
    class O(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e: print(e)
try:
    class Bad(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last): return 1
except TypeError as e: print(e)
try:
    class X(Enum, int): A = 1
except TypeError as e: print(e)
try:
    class X(ReprEnum): A = 1
except TypeError as e: print(e)
class Pl(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass, radius):
        self.mass = mass; self.radius = radius
print(Pl.EARTH.mass, Pl.EARTH.value, Pl((5.97e24, 6.37e6)))
class N(Enum):
    name = 1
    value = 2
print(N.name, N.value, N.name.name, N.value.value, N.name.value)
print(E.A == 1, E.A != E.B, E.A < E.B if False else '', sorted(E, key=lambda m: m.value))
print(E.__len__ if False else len(E), bool(E), E.A in E, E.__name__, E.A.__class__.__name__)
try: E.A < E.B
except TypeError as e: print(e)
print({E.A: 1}[E.A], E.A._name_, E.A._value_, E._value2member_map_)
class Shape(Enum):
    SQ = 2
    DI = 1
    CI = 3
    ALIAS_FOR_SQ = 2
@verify(UNIQUE)
class U(Enum):
    A=1
try:
    @verify(UNIQUE)
    class U(Enum):
        A=1
        B=1
except ValueError as e: print(e)
try:
    @verify(CONTINUOUS)
    class U(Enum):
        A=1
        B=3
        C=5
except ValueError as e: print(e)
print(repr(STRICT), STRICT, repr(UNIQUE), FlagBoundary.KEEP, list(FlagBoundary))
print(Flag._boundary_, IntFlag._boundary_, Perm if False else '')
class Z(Flag):
    A = auto()
    B = auto()
    C = auto()
print([z.value for z in Z], Z.A | Z.B, Z(3).name, Z(0).name, list(Z(0)), len(Z(0)), Z._flag_mask_, Z._all_bits_)
print(E.A.__hash__() == hash('A'), format(E.A, '>6'), str(E.A), f"{E.A!r}")
class IE(IntEnum):
    A = 1
    B = 2
print(IE.A + IE.B, IE.A == 1, IE(2), IE.B.real, IE.A < 2, [i for i in IE], hash(IE.A)==hash(1), IE.A.__str__(), repr(IE['B']))
print(type(IE.A + 1), IE._member_type_, E._member_type_, IE.A.bit_length())
