# computing areas with class patterns and keyword patterns
class Circle:
    __match_args__ = ("r",)
    def __init__(self, r):
        self.r = r

class Rect:
    __match_args__ = ("w", "h")
    def __init__(self, w, h):
        self.w, self.h = w, h

class Tri:
    def __init__(self, base, height):
        self.base, self.height = base, height

def area(s):
    match s:
        case Circle(r) if r < 0:
            raise ValueError("negative radius")
        case Circle(r):
            return round(3.14159 * r * r, 2)
        case Rect(w, h) if w == h:
            return ("square", w * h)
        case Rect(w, h):
            return w * h
        case Tri(base=b, height=h):
            return b * h / 2
        case [*shapes]:
            return [area(x) for x in shapes]

print(area(Circle(1)), area(Rect(2, 3)), area(Rect(4, 4)), area(Tri(base=3, height=5)))
print(area([Circle(2), [Rect(1, 1)], Tri(2, 2)]))
try:
    area(Circle(-1))
except ValueError as e:
    print("ValueError:", e)
print(area("not a shape"))
