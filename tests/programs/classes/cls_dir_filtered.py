# dir() on instances and classes, filtered to non-dunder names
class Base:
    base_attr = 1
    def base_method(self):
        pass

class Child(Base):
    child_attr = 2
    def __init__(self):
        self.inst = 3
        self._private = 4
    def child_method(self):
        pass
    @property
    def prop(self):
        return 5

c = Child()
print([n for n in dir(c) if not n.startswith("__")])
print([n for n in dir(Child) if not n.startswith("__")])
print([n for n in dir(Base) if not n.startswith("_")])
print(dir(c) == sorted(dir(c)))
print("__init__" in dir(c), "__class__" in dir(c), "inst" in dir(Child))
c.zeta = 1
c.alpha = 2
print([n for n in dir(c) if not n.startswith("_")])
