from enum import Enum, IntEnum, StrEnum, auto
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 3), round(Planet.MERCURY.surface_gravity, 3))
class Op(Enum):
    ADD = "+"
    SUB = "-"
    def apply(self, a, b):
        return a + b if self is Op.ADD else a - b
    @classmethod
    def parse(cls, s):
        return cls(s)
print(Op.parse("+").apply(2, 3), Op.SUB.apply(2, 3), Op.ADD.name.lower())
Color = Enum("Color", "RED GREEN BLUE")
print(list(Color), Color.GREEN.value, Color(3))
Shape = Enum("Shape", [("SQUARE", 4), ("TRI", 3)])
print(Shape.TRI.value, Shape(4))
Lvl = IntEnum("Lvl", {"DEBUG": 10, "INFO": 20})
print(Lvl.INFO > Lvl.DEBUG, Lvl.INFO + 5, Lvl(10).name)
class Http(StrEnum):
    GET = auto()
    POST = auto()
print(Http.GET, Http.POST.upper(), Http.GET == "get", repr(Http.POST), "x" + Http.GET)
class Weekday(Enum):
    MON = 1
    TUE = 2
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name == value.upper():
                    return m
        return None
print(Weekday("mon"), Weekday(2))
try:
    Weekday("sun")
except ValueError as e:
    print("ValueError:", e)
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() * 2
    X = auto()
    Y = auto()
print(Auto.X.value, Auto.Y.value)
print(Planet.EARTH.name, Planet["EARTH"] is Planet.EARTH, sorted(m.name for m in Planet))
try:
    class Ext(Op):
        MUL = "*"
except TypeError as e:
    print("TypeError:", e)
