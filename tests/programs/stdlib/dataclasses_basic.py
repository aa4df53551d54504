from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p)
print(repr(Point(3)))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2))
print(p == (1, 2))
print(Point.__eq__(p, 5))
print([f.name for f in fields(Point)])
print([f.type for f in fields(p)])
print(asdict(p), astuple(p))
q = replace(p, y=10)
print(q, p)
print(is_dataclass(p), is_dataclass(Point), is_dataclass(5), is_dataclass(int))
print(Point.__hash__)
print(Point.__match_args__)
print(Point.__doc__)


@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    tags: dict = field(default_factory=dict, repr=False)
    count: int = field(default=0, compare=False)


a = Inventory('box')
b = Inventory('box')
a.items.append('apple')
print(a, b)
print(a.items is b.items, a == b)
b.items.append('apple')
b.count = 99
print(a == b)
print(asdict(a))
d = asdict(a)
d['items'].append('pear')
print(a.items, d['items'])
f2 = fields(Inventory)[2]
print(f2.name, f2.repr, f2.default_factory, f2.compare, f2.init, f2.metadata)

try:
    Point()
except TypeError as e:
    print('TypeError:', e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print('TypeError:', e)
try:
    Point(1, z=3)
except TypeError as e:
    print('TypeError:', e)
try:
    replace(5, x=1)
except TypeError as e:
    print('TypeError:', e)
try:
    fields(5)
except TypeError as e:
    print('TypeError:', e)
print(Point(x=5, y=6))
print(sorted(vars(Point(7)).items()))
