# abstract-style base raising NotImplementedError, uncaught at the end
class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must implement area")
    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Tri(Shape):
    def __init__(self, b, h):
        self.b, self.h = b, h
    def area(self):
        return self.b * self.h / 2

class Blob(Shape):
    pass

for s in [Rect(2, 3), Tri(4, 5)]:
    print(s.describe())
try:
    Shape().area()
except NotImplementedError as e:
    print("caught:", e)
print(Blob().describe())
