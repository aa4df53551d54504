# zero-argument super() through a chain of __init__ and methods
class Base:
    def __init__(self, a):
        self.a = a
        print("Base.__init__", a)

    def total(self):
        return self.a

    def name(self):
        return "Base"

class Middle(Base):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
        print("Middle.__init__", b)

    def total(self):
        return super().total() + self.b

    def name(self):
        return "Middle<" + super().name() + ">"

class Top(Middle):
    def __init__(self, a, b, c):
        super().__init__(a, b)
        self.c = c
        print("Top.__init__", c)

    def total(self):
        return super().total() + self.c

    def name(self):
        return "Top<" + super().name() + ">"

t = Top(1, 10, 100)
print(t.total(), t.name())
print(sorted(vars(t).items()))
m = Middle(2, 3)
print(m.total(), m.name())
