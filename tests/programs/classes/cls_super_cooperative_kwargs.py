# cooperative multiple inheritance with **kwargs through super().__init__
class Shape:
    def __init__(self, **kw):
        self.extra = kw
        print("Shape", sorted(kw))
        super().__init__()

class Colored(Shape):
    def __init__(self, color="black", **kw):
        self.color = color
        print("Colored", color)
        super().__init__(**kw)

class Sized(Shape):
    def __init__(self, size=1, **kw):
        self.size = size
        print("Sized", size)
        super().__init__(**kw)

class Box(Colored, Sized):
    def __init__(self, **kw):
        print("Box")
        super().__init__(**kw)

print([k.__name__ for k in Box.__mro__])
b = Box(color="red", size=3, label="crate")
print(b.color, b.size, b.extra)
b2 = Box()
print(b2.color, b2.size, b2.extra)
