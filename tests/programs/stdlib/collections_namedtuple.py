from collections import namedtuple

Point = namedtuple('Point', 'x y')
p = Point(1, 2)
print(p, repr(p), str(p))
print(p.x, p.y, p[0], p[-1], p[:1], len(p))
x, y = p
print(x, y)
print(p == (1, 2), p == Point(1, 2), p != Point(2, 1), (1, 2) == p)
print(hash(p) == hash((1, 2)), {p: 'a'}[(1, 2)])
print(Point._fields, Point._field_defaults)
print(Point._make([3, 4]), Point._make(range(2)))
print(p._asdict(), p._replace(y=10), p)
print(Point(x=5, y=6), Point(7, y=8))
print(isinstance(p, tuple), type(p).__name__, Point.__name__)
print(Point, Point.__doc__)
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(p + (3,), p * 2, 2 in p, p.index(2), p.count(1))
print(list(p), tuple(p), max(p))

P3 = namedtuple('P3', ['a', 'b', 'c'], defaults=[0, None])
print(P3(1), P3(1, 2), P3(1, 2, 3), P3._field_defaults)
R = namedtuple('R', 'abc, def, ghi, abc, _x', rename=True)
print(R._fields, R(1, 2, 3, 4, 5))
One = namedtuple('One', 'value')
print(One(5), One._make([6]))
E = namedtuple('E', '')
print(E(), E._fields, len(E()))


class Vec(namedtuple('Vec', 'x y')):
    __slots__ = ()

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    @property
    def norm2(self):
        return self.x ** 2 + self.y ** 2


v = Vec(1, 2) + Vec(3, 4)
print(v, v.norm2, type(v).__name__, v._replace(x=0), Vec._make((9, 9)))

for args in [(1,), (1, 2, 3)]:
    try:
        Point(*args)
    except TypeError as e:
        print('TypeError:', e)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError:', e)
try:
    p._replace(z=1)
except ValueError as e:
    print('ValueError:', e)
try:
    Point._make([1])
except TypeError as e:
    print('TypeError:', e)
for bad in ['x _y', 'x x', 'x class', 'x 1y']:
    try:
        namedtuple('Bad', bad)
    except ValueError as e:
        print('ValueError:', e)
match Point(0, 7):
    case Point(0, yy):
        print('on y axis at', yy)
print(Point(1, z=2))
