import numbers
from fractions import Fraction

for v in [1, True, 2.5, 1j, Fraction(1, 3), "x", None]:
    print(repr(v), [c.__name__ for c in (numbers.Number, numbers.Complex, numbers.Real,
                                        numbers.Rational, numbers.Integral) if isinstance(v, c)])
print(issubclass(int, numbers.Real), issubclass(float, numbers.Integral), issubclass(complex, numbers.Number))
print(sorted(numbers.Rational.__abstractmethods__))
print(sorted(numbers.Integral.__abstractmethods__ - numbers.Rational.__abstractmethods__))
print(numbers.Number.__hash__)
try:
    numbers.Integral()
except TypeError as e:
    print("TypeError", str(e)[:48])


class Meters(numbers.Real):
    """A toy Real: enough methods to be concrete."""
    def __init__(self, v): self.v = float(v)
    def __float__(self): return self.v
    def __trunc__(self): return int(self.v)
    def __floor__(self): return int(self.v // 1)
    def __ceil__(self): return -int(-self.v // 1)
    def __round__(self, nd=None): return round(self.v, nd)
    def __floordiv__(self, o): return Meters(self.v // float(o))
    def __rfloordiv__(self, o): return Meters(float(o) // self.v)
    def __mod__(self, o): return Meters(self.v % float(o))
    def __rmod__(self, o): return Meters(float(o) % self.v)
    def __lt__(self, o): return self.v < float(o)
    def __le__(self, o): return self.v <= float(o)
    def __add__(self, o): return Meters(self.v + float(o))
    def __radd__(self, o): return Meters(float(o) + self.v)
    def __neg__(self): return Meters(-self.v)
    def __pos__(self): return Meters(self.v)
    def __mul__(self, o): return Meters(self.v * float(o))
    def __rmul__(self, o): return Meters(float(o) * self.v)
    def __truediv__(self, o): return Meters(self.v / float(o))
    def __rtruediv__(self, o): return Meters(float(o) / self.v)
    def __pow__(self, o): return Meters(self.v ** float(o))
    def __rpow__(self, o): return Meters(float(o) ** self.v)
    def __abs__(self): return Meters(abs(self.v))
    def __eq__(self, o): return self.v == float(o)
    __hash__ = None
    def __repr__(self): return f"Meters({self.v})"

m = Meters(7.5)
print(m - 2, 2 - m, divmod(m, 2), divmod(20, m))
print(m.real, m.imag, m.conjugate(), complex(m), bool(m), bool(Meters(0)))

from types import SimpleNamespace
print(numbers.Rational.__float__(SimpleNamespace(numerator=1, denominator=3)))


class Seven(int):
    pass
for name in ("numerator", "denominator", "__float__", "__index__"):
    print(name, name in vars(numbers.Integral), callable(getattr(numbers.Integral, name)) or type(vars(numbers.Integral)[name]).__name__)
