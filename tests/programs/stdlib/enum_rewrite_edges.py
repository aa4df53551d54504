# enum: reprs, lookups, errors, flags with each boundary, functional API, verify.
import enum
from enum import (Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, verify, UNIQUE,
                  CONTINUOUS, FlagBoundary, STRICT, CONFORM, EJECT, KEEP, member, nonmember)


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return f'{self.name.lower()}={self.value}'

    @classmethod
    def default(cls):
        return cls.GREEN


print(Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color), len(Color), list(Color.__members__))
print(Color(2), Color['BLUE'], Color.RED.describe(), Color.default(), repr(Color), hash(Color.RED) == hash('RED'))
print(f'{Color.RED}|{Color.RED:>12}|{Color.RED!r}', str(Color.BLUE), format(Color.GREEN, ''))
print(Color._member_names_, Color._value2member_map_, [c.name for c in reversed(Color)])
print(Color.RED in Color, isinstance(Color.RED, Color), type(Color.RED).__name__, Color.RED.__class__ is Color)
print(sorted(Color, key=lambda c: -c.value), {Color.RED: 'r'}[Color.CRIMSON], Color.RED == 1, Color.RED != Color.BLUE)
for bad in (lambda: Color(9), lambda: Color['NOPE'], lambda: Color.RED < Color.BLUE,
            lambda: setattr(Color, 'RED', 5), lambda: delattr(Color, 'RED'), lambda: 1 in Color):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)


class Level(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = 10
    TOP = auto()


print(list(Level), Level.MID + 1, Level.TOP, repr(Level.TOP), f'{Level.HIGH:04d}', Level(10), Level.LOW < 2)
print(str(Level.MID), format(Level.MID), int(Level.TOP), Level.MID * 2, sorted([Level.HIGH, 0, Level.LOW]))


class Mode(StrEnum):
    READ = auto()
    WRITE = 'w'


print(Mode.READ, repr(Mode.READ), Mode('w'), Mode.READ.upper(), Mode.WRITE == 'w', '/'.join(Mode), f'[{Mode.WRITE}]')


class Mixed(str, Enum):
    A = 'a'


print(Mixed.A, repr(Mixed.A), f'{Mixed.A}', Mixed.A == 'a', Mixed('a'))


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6
    NONE = 0


print(list(Perm), len(Perm), list(Perm.__members__), Perm.RW, repr(Perm(7)), repr(Perm(0)), Perm.NONE)
print(Perm.R | Perm.X, repr(~Perm.R), Perm.R in Perm.RW, list(Perm(7)), len(Perm(5)), bool(Perm(0)), Perm(5).name)
try:
    Perm(9)
except ValueError as e:
    print('ValueError', e)


class Soft(Flag, boundary=CONFORM):
    A = 1
    B = 4


class Loose(Flag, boundary=EJECT):
    A = 1
    B = 4


class Keep(IntFlag):
    A = 1
    B = 4


print(repr(Soft(7)), repr(Soft(2)), repr(~Soft.A), Loose(3), Loose(5), repr(~Loose.A))
print(repr(Keep(3)), repr(Keep(10)), repr(~Keep.A), Keep.A | 2, repr(Keep.A | 2), 2 | Keep.B, Keep(5) + 1)
print(Soft._boundary_, Loose._boundary_, Keep._boundary_, Flag._boundary_, repr(STRICT), list(FlagBoundary))


class Shape(Flag):
    CIRCLE = auto()
    SQUARE = auto()
    TRIANGLE = auto()


print([s.value for s in Shape], Shape.CIRCLE | Shape.TRIANGLE, repr(Shape(3)))
Animal = Enum('Animal', 'ANT BEE CAT')
Pets = Enum('Pets', [('DOG', 'd'), ('CAT', 'c')])
Bits = Flag('Bits', 'ONE TWO FOUR')
Sizes = IntEnum('Sizes', {'S': 1, 'L': 3})
print(list(Animal), list(Pets), list(Bits), list(Sizes), Animal.BEE.value, Animal.__name__)


@unique
class Fine(Enum):
    A = 1
    B = 2


try:
    @verify(UNIQUE)
    class Twice(Enum):
        A = 1
        B = 1
except ValueError as e:
    print('ValueError', e)
try:
    @verify(CONTINUOUS)
    class Gappy(IntEnum):
        A = 1
        B = 4
except ValueError as e:
    print('ValueError', e)


class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def density(self):
        return round(self.mass / self.radius ** 3)


print(Planet.EARTH.mass, Planet.MARS.value, Planet.MARS.density, Planet((6.42e23, 3.39e6)))


class Opts(Enum):
    A = 1
    helper = nonmember(5)
    B = member(lambda: 2)

    @staticmethod
    def static():
        return 'static'


print(list(Opts.__members__), Opts.helper, Opts.static(), Opts.B.value())


class Lookup(Enum):
    ONE = 1
    TWO = 2

    @classmethod
    def _missing_(cls, value):
        if value == 'one':
            return cls.ONE
        if value == 'bad':
            return 'wrong'
        return None


print(Lookup('one'), Lookup(2))
for v in ('bad', 3):
    try:
        Lookup(v)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for body in ("_secret_ = 1", "mro = 1", "A = 1\n    A = 2"):
    try:
        exec(f'class T(Enum):\n    {body}\n')
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    class More(Color):
        PINK = 9
except TypeError as e:
    print('TypeError', e)
print(enum.bin(10), enum.bin(-3), enum.bin(5, 8), enum.show_flag_values(13), isinstance(Color, enum.EnumMeta))
