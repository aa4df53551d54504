# class patterns with __match_args__ for positional sub-patterns
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

class Line:
    __match_args__ = ("start", "end")
    def __init__(self, start, end):
        self.start, self.end = start, end

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"y-axis {y}"
        case Point(x, 0):
            return f"x-axis {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case Line(Point(x1, y1), Point(x2, y2)) if x1 == x2:
            return f"vertical line at x={x1}"
        case Line(start, end):
            return f"line from {where(start)} to {where(end)}"
        case _:
            return "not a point"

for obj in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 7),
            Line(Point(1, 0), Point(1, 9)), Line(Point(0, 0), Point(4, 4)), (0, 0)]:
    print(where(obj))
