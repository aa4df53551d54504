# A small class hierarchy with methods, properties, super() and polymorphism.
import math


class Shape:
    kind = "shape"

    def __init__(self, name):
        self.name = name

    def area(self):
        raise NotImplementedError

    def perimeter(self):
        raise NotImplementedError

    def scale(self, k):
        raise NotImplementedError

    def describe(self):
        return f"{self.kind}:{self.name}"

    def __lt__(self, other):
        return self.area() < other.area()


class Circle(Shape):
    kind = "circle"

    def __init__(self, name, r):
        super().__init__(name)
        self.r = r

    def area(self):
        return math.pi * self.r * self.r

    def perimeter(self):
        return 2 * math.pi * self.r

    def scale(self, k):
        return Circle(self.name, self.r * k)


class Rect(Shape):
    kind = "rect"

    def __init__(self, name, w, h):
        super().__init__(name)
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

    def scale(self, k):
        return Rect(self.name, self.w * k, self.h * k)


class Square(Rect):
    kind = "square"

    def __init__(self, name, side):
        super().__init__(name, side, side)

    def scale(self, k):
        return Square(self.name, self.w * k)


class Triangle(Shape):
    kind = "triangle"

    def __init__(self, name, a, b, c):
        super().__init__(name)
        self.a, self.b, self.c = a, b, c

    def perimeter(self):
        return self.a + self.b + self.c

    def area(self):
        s = self.perimeter() / 2
        return math.sqrt(max(s * (s - self.a) * (s - self.b) * (s - self.c), 0.0))

    def scale(self, k):
        return Triangle(self.name, self.a * k, self.b * k, self.c * k)


def make(i):
    m = i % 4
    if m == 0:
        return Circle(f"c{i}", 1 + i % 10)
    if m == 1:
        return Rect(f"r{i}", 1 + i % 7, 2 + i % 5)
    if m == 2:
        return Square(f"s{i}", 1 + i % 9)
    return Triangle(f"t{i}", 3 + i % 4, 4 + i % 4, 5 + i % 4)


shapes = [make(i) for i in range(40000)]
total_area = 0.0
total_perim = 0.0
by_kind = {}
for s in shapes:
    t = s.scale(1.5)
    a = t.area()
    total_area += a
    total_perim += t.perimeter()
    by_kind[t.describe().split(":")[0]] = by_kind.get(t.kind, 0) + 1
    if isinstance(t, Rect) and not isinstance(t, Square):
        total_area -= 0.001
biggest = max(shapes)
smallest = min(shapes)
print(round(total_area, 3), round(total_perim, 3))
print(sorted(by_kind.items()), biggest.describe(), smallest.describe())
print(sum(1 for s in sorted(shapes[:5000]) if isinstance(s, Rect)))
