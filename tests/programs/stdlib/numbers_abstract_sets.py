# numbers: what each level of the tower requires and what it derives.
import numbers

levels = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
for cls in levels:
    print(cls.__name__, cls.__module__, cls.__mro__[1].__name__, sorted(cls.__abstractmethods__))
print([isinstance(v, numbers.Complex) for v in (1, 1.5, 2j, "s")], numbers.Complex.__hash__, numbers.Real.__slots__)


class Int(numbers.Integral):
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v

    def __repr__(self):
        return "Int(%d)" % self.v

    def __pos__(self):
        return Int(self.v)

    def __neg__(self):
        return Int(-self.v)

    def __add__(self, o):
        return Int(self.v + int(o))

    def __floordiv__(self, o):
        return Int(self.v // int(o))

    def __rfloordiv__(self, o):
        return Int(int(o) // self.v)

    def __mod__(self, o):
        return Int(self.v % int(o))

    def __rmod__(self, o):
        return Int(int(o) % self.v)

    def __eq__(self, o):
        return self.v == int(o)

    __hash__ = None
    __radd__ = __add__
    __mul__ = __rmul__ = __truediv__ = __rtruediv__ = __add__
    __pow__ = __rpow__ = __abs__ = __add__
    __trunc__ = __floor__ = __ceil__ = __round__ = __pos__
    __lt__ = __le__ = lambda self, o: self.v < int(o)
    __lshift__ = __rlshift__ = __rshift__ = __rrshift__ = __add__
    __and__ = __rand__ = __xor__ = __rxor__ = __or__ = __ror__ = __add__
    __invert__ = __neg__


i = Int(7)
print(i.numerator, i.denominator, i.real, i.imag, i.conjugate(), float(i), complex(i), [10, 20, 30, 40, 50, 60, 70, 80][i])
print(divmod(i, 2), divmod(30, i), i - 2, 10 - i, bool(i), bool(Int(0)), hex(i), "%d" % int(i))


class Half(numbers.Rational):
    numerator = 1
    denominator = 2


print(sorted(Half.__abstractmethods__)[:5], len(Half.__abstractmethods__))
try:
    Half()
except TypeError as e:
    print("TypeError:", str(e)[:45])
print(numbers.Rational.__float__(Int(3)), numbers.Real.__complex__(2.5), numbers.Complex.__sub__(5, 2))
