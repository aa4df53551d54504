from typing import NamedTuple, Optional, List


class Point(NamedTuple):
    x: int
    y: int = 0

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)

    def __str__(self):
        return f'({self.x}, {self.y})'


p = Point(3, -4)
print(p, repr(p), p.x, p[1], p.norm1(), len(p), p == (3, -4), isinstance(p, tuple))
print(Point(1), Point(x=2, y=5), Point._fields, Point._field_defaults, Point.__annotations__)
x, y = p
print(x, y, p._asdict(), p._replace(y=10), Point._make([7, 8]), tuple(p), list(p))
print(hash(p) == hash((3, -4)), {p: 'pt'}[Point(3, -4)], sorted([Point(2, 1), Point(1, 5)]))
print(p[:1], p + (1,), p * 2, p.index(-4), p.count(3), Point.__name__, type(p).__mro__)

Employee = NamedTuple('Employee', [('name', str), ('id', int)])
e = Employee('ann', 7)
print(e, e.name, Employee._fields, Employee.__annotations__)
Kw = NamedTuple('Kw', a=int, b=str)
print(Kw(1, 'z'), Kw._fields)


class Node(NamedTuple):
    value: int
    children: List['Node'] = []
    label: Optional[str] = None


n = Node(1, [Node(2)])
print(n, n.children[0].label)
match p:
    case Point(x=3, y=yy):
        print('matched y', yy)
match Point(0, 9):
    case Point(0, b):
        print('positional', b)

for bad in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=2),
            lambda: p._replace(z=1), lambda: Point._make([1])]:
    try:
        bad()
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__ + ':', ex)
try:
    p.x = 5
except AttributeError as ex:
    print('AttributeError:', ex)


class Bad(NamedTuple):
    a: int = 1
    b: str
