# isinstance with user classes, tuples, nested tuples and builtins
class Shape: pass
class Circle(Shape): pass
class Square(Shape): pass
class Blob: pass

objs = [Circle(), Square(), Blob(), 3, "s", 2.5, None]
for o in objs:
    print(type(o).__name__,
          isinstance(o, Shape),
          isinstance(o, (Circle, Blob)),
          isinstance(o, (int, (str, Square))),
          isinstance(o, ()),
          isinstance(o, object))
print(isinstance(True, int), isinstance(Circle, type), isinstance(Shape(), Circle))
print(type(Circle()) == Circle, type(Circle()) == Shape)
try:
    isinstance(Circle(), "Circle")
except TypeError as e:
    print("TypeError:", e)
