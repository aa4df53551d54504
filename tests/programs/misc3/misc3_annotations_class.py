# class-level annotations and instance attributes
class Point:
    x: int
    y: int = 0
    label: str = "p"
    def __init__(self, x: int, y: int = 0) -> None:
        self.x = x
        self.y = y

print(Point.__annotations__)
print(hasattr(Point, "x"), Point.y, Point.label)
p = Point(3)
print(p.x, p.y)
print(Point.__init__.__annotations__)
class Child(Point):
    z: float = 1.0
print(Child.__annotations__, "x" in Child.__annotations__)
class Empty:
    pass
print(getattr(Empty, "__annotations__", {}) == {})
fields = [(name, tp.__name__) for name, tp in Point.__annotations__.items()]
print(fields)
