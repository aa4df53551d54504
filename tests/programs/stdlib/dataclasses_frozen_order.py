from dataclasses import dataclass, field, FrozenInstanceError


@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float = 0.0


c = Coord(1.5, 2.5)
print(c, hash(c) == hash((1.5, 2.5)))
print({c: 'here'}[Coord(1.5, 2.5)])
try:
    c.lat = 3.0
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del c.lon
except AttributeError as e:
    print(type(e).__name__, e)
try:
    c.other = 1
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default='', compare=False)


vs = [Version(1, 2, 'b'), Version(0, 9), Version(1, 0, 'a'), Version(1, 2, 'a')]
print(sorted(vs))
print(Version(1, 2) < Version(1, 3), Version(2) >= Version(1, 99), Version(1, 2, 'x') == Version(1, 2, 'y'))
print(max(vs), min(vs))
try:
    Version(1) < 5
except TypeError as e:
    print('TypeError:', e)


@dataclass(unsafe_hash=True)
class Tag:
    name: str
    weight: int = field(default=1, hash=False)


print(hash(Tag('a', 5)) == hash(Tag('a', 7)), hash(Tag('a')) == hash(('a',)))
print(len({Tag('a'), Tag('a'), Tag('b')}))


@dataclass
class Plain:
    v: int


try:
    hash(Plain(1))
except TypeError as e:
    print('TypeError:', e)
print(Plain.__hash__ is None)


@dataclass(eq=False)
class Ident:
    v: int


i = Ident(1)
print(i == Ident(1), i == i, hash(i) == hash(i))


@dataclass(repr=False)
class NoRepr:
    v: int


print(repr(NoRepr(1)).startswith('<__main__.NoRepr object at'))
c.lat = 9
