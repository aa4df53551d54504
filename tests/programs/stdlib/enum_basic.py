from enum import Enum, auto, unique


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


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(list(Color), len(Color))
print(Color['BLUE'], Color(2), Color.CRIMSON, Color.CRIMSON is Color.RED)
print(Color.RED in Color, Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.BLUE)
print(Color.RED.describe(), Color.default())
print([(n, m.value) for n, m in Color.__members__.items()])
print(type(Color.RED), isinstance(Color.RED, Color), Color)
print({Color.RED: 'r', Color.BLUE: 'b'}[Color.CRIMSON])
print(sorted(Color, key=lambda c: c.value, reverse=True))
print(f'{Color.GREEN}', f'{Color.GREEN:>14}|', str(Color.BLUE), format(Color.RED))
print(Color.RED.__class__.__name__, Color.__name__)
print(list(reversed(Color)))
print(hash(Color.RED) == hash(Color.CRIMSON))


class Step(Enum):
    FIRST = auto()
    SECOND = auto()
    THIRD = 10
    FOURTH = auto()


print([(s.name, s.value) for s in Step])
print(repr(auto))


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def density_ish(self):
        return round(self.mass / self.radius ** 3, 3)


print(Planet.EARTH, Planet.EARTH.value, Planet.EARTH.mass, Planet.MERCURY.density_ish)

try:
    Color(5)
except ValueError as e:
    print('ValueError:', e)
try:
    Color['PINK']
except KeyError as e:
    print('KeyError:', e)
try:
    Color.RED < Color.BLUE
except TypeError as e:
    print('TypeError:', e)
try:
    Color.RED = 5
except AttributeError as e:
    print('AttributeError:', e)
try:
    Color.RED.value = 5
except AttributeError as e:
    print('AttributeError:', e)
try:
    unique(Color)
except ValueError as e:
    print('ValueError:', e)

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value)
Shape = Enum('Shape', [('SQUARE', 'sq'), ('CIRCLE', 'ci')])
print(Shape('ci'), repr(Shape.SQUARE))

match Color.GREEN:
    case Color.RED:
        print('red')
    case Color.GREEN:
        print('green!')

print(Color(7))
