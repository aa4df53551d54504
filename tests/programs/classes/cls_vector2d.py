# a full 2D vector value class
class Vec:
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __eq__(self, o):
        return isinstance(o, Vec) and self.x == o.x and self.y == o.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]

a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, 2 * a, a * 2, -b, abs(a))
print(bool(Vec()), bool(b), a == Vec(3, 4), a != b)
x, y = a
print(x, y, list(b), a[0], b[-1])
print(len({a, Vec(3, 4), b}), sum([a, b, b], Vec()))
print(sorted([a, b, Vec(0, 1)], key=abs))
