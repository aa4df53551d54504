from enum import Enum, IntEnum, auto
class Currency(Enum):
    USD = ("$", 2)
    EUR = ("€", 2)
    JPY = ("¥", 0)
    @property
    def symbol(self):
        return self.value[0]
    @property
    def decimals(self):
        return self.value[1]
    def fmt(self, amount):
        return f"{self.symbol}{amount:,.{self.decimals}f}"
for c in Currency:
    print(c.name, c.fmt(1234567.891))
by_symbol = {c.symbol: c for c in Currency}
print(by_symbol["€"], Currency[("USD")], Currency(("¥", 0)))
class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40
def parse_level(s):
    try:
        return Level[s.upper()]
    except KeyError:
        return Level(int(s))
for s in ["info", "error", "30", "10"]:
    print(s, repr(parse_level(s)))
try:
    parse_level("99")
except ValueError as e:
    print("ValueError:", e)
print(max(Level), min(Level).name, Level.INFO >= 20, [l.name for l in Level if l > Level.INFO], sum(Level))
print(Level.WARNING.value, Level(40).name, Level.__members__["DEBUG"], list(Level.__members__))
class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    def __str__(self):
        return self.name.title()
print(str(Color.RED), repr(Color.RED), f"{Color.GREEN}", [c.value for c in Color], Color.BLUE.name)
print(Color.RED == Color.RED, Color.RED == 1, Color.RED is Color(1), hash(Color.RED) == hash(Color.RED), Color.RED in {Color.RED: 1})
