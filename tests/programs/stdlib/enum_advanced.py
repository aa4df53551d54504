import enum
from enum import Enum, IntEnum, auto, unique


class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None


print(Status('ACTIVE'), Status('Inactive'))
try:
    Status(3)
except ValueError as e:
    print('ValueError:', e)


class Name(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.title()

    ALPHA = auto()
    BETA_GAMMA = auto()


print(list(Name), Name.BETA_GAMMA.value)


class Coin(Enum):
    PENNY = (1, 'copper')
    DIME = (10, 'silver')

    def __new__(cls, cents, metal):
        obj = object.__new__(cls)
        obj._value_ = cents
        obj.metal = metal
        return obj


print(Coin(10), Coin.PENNY.metal, Coin.DIME.value, repr(Coin.PENNY))


class Temp(Enum):
    _ignore_ = ['helper']
    helper = 5
    HOT = 1
    COLD = 2
    label = property(lambda self: self.name.lower())


print(list(Temp), Temp.HOT.label, hasattr(Temp, 'helper'))


class Size(IntEnum):
    S = 1
    M = 2
    L = 3


print(Size.S < Size.L, Size.M + Size.L, sorted([Size.L, Size.S, 2]), Size.L // 2, -Size.M)
print(isinstance(Size.M, Enum), issubclass(Size, int), Size.__members__.get('M'))
print(Size.M in Size, [s.name for s in reversed(Size)])
print(type(Size.S).__mro__[:2])
print(enum.Enum.__name__, type(Size), isinstance(Size, enum.EnumMeta))

try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e:
    print('TypeError:', e)

try:
    class Sub(Size):
        XL = 4
except TypeError as e:
    print('TypeError:', e)

try:
    'x' in Size
except TypeError as e:
    print('TypeError:', e)

try:
    del Size.S
except AttributeError as e:
    print('AttributeError:', e)


@unique
class Fine(Enum):
    ONE = 1
    TWO = 2


print(Fine.TWO)


@unique
class Broken(Enum):
    ONE = 1
    UNO = 1
    TWO = 2
    DOS = 2
