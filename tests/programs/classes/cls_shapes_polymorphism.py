# polymorphism over a list of shapes
class Shape:
    name = "shape"
    def area(self):
        return 0
    def __str__(self):
        return f"{self.name} area={self.area():.2f}"
    def __lt__(self, other):
        return self.area() < other.area()

class Rect(Shape):
    name = "rect"
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Square(Rect):
    name = "square"
    def __init__(self, s):
        super().__init__(s, s)

class Circle(Shape):
    name = "circle"
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2

shapes = [Rect(2, 5), Square(3), Circle(1), Circle(2), Shape()]
for s in sorted(shapes):
    print(s)
print(sum(s.area() for s in shapes) > 30)
by_kind = {}
for s in shapes:
    by_kind.setdefault(type(s).__name__, []).append(round(s.area(), 1))
print(sorted(by_kind.items()))
print(max(shapes).name, min(shapes).name)
