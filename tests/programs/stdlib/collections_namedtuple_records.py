from collections import namedtuple
Point = namedtuple("Point", "x y")
Emp = namedtuple("Emp", ["name", "dept", "salary"], defaults=[50000])
p = Point(1, y=2)
print(p, p.x + p.y, p[0], tuple(p), p._asdict(), p._replace(x=10), Point._fields, Point._make([3, 4]))
e = Emp("ann", "eng")
print(e, Emp._field_defaults, e._replace(salary=1)._asdict())
staff = [Emp("bob", "ops", 40000), Emp("cy", "eng", 90000), e]
print(sorted(staff, key=lambda r: r.salary), max(staff, key=lambda r: r.salary).name)
R = namedtuple("R", "a def class _x", rename=True)
print(R._fields, R(1, 2, 3, 4))
P3 = namedtuple("P3", "x, y, z")
print(P3(1, 2, 3), P3.__name__, isinstance(P3(1, 2, 3), tuple), len(P3(1, 2, 3)))
a, b = Point(5, 6)
print(a, b, Point(1, 2) == (1, 2), hash(Point(1, 2)) == hash((1, 2)))
for label, fn in [
    ("missing", lambda: Point(1)),
    ("extra", lambda: Point(1, 2, 3)),
    ("kw", lambda: Point(1, z=2)),
    ("bad name", lambda: namedtuple("Bad", "x 1y")),
    ("dup", lambda: namedtuple("Dup", "x x")),
    ("underscore", lambda: namedtuple("U", "_a")),
    ("replace bad", lambda: p._replace(z=1)),
    ("setattr", lambda: setattr(p, "x", 5)),
    ("make short", lambda: Point._make([1])),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
