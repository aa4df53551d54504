# properties are inherited and can be overridden or extended
class Base:
    def __init__(self):
        self._n = 1
    @property
    def n(self):
        return self._n
    @n.setter
    def n(self, v):
        self._n = v

class Doubler(Base):
    @property
    def n(self):
        return super().n * 2
    @n.setter
    def n(self, v):
        Base.n.fset(self, v + 100)

class ReadOnly(Base):
    n = property(Base.n.fget)

b, d, r = Base(), Doubler(), ReadOnly()
b.n = 5
d.n = 5
print(b.n, d.n, d._n, r.n)
try:
    r.n = 3
except AttributeError as e:
    print("AttributeError:", e)
print(type(Doubler.n).__name__, Doubler.n.fset is not None, ReadOnly.n.fset)
