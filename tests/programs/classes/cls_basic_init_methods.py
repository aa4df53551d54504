# class statement, __init__, instance methods, attribute updates
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx, dy):
        self.x += dx
        self.y += dy
        return self

    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2

    def as_tuple(self):
        return (self.x, self.y)

p = Point(1, 2)
q = Point(4, 6)
print(p.x, p.y, q.x, q.y)
print(p.dist2(q), q.dist2(p))
p.move(1, 1).move(2, -3)
print(p.as_tuple())
print(Point.as_tuple(q))
p.label = "origin-ish"
print(p.label, hasattr(q, "label"))
pts = [Point(i, i * i) for i in range(5)]
print([pt.as_tuple() for pt in pts])
print(sum(pt.y for pt in pts))
m = q.move
m(10, 10)
print(q.as_tuple())
print(type(p) is Point, type(p).__name__)
