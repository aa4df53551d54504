"""numbers for corral: the numeric tower of abstract base classes (PEP 3141).

Number > Complex > Real > Rational > Integral. Each level names the
operations a type must provide (abstract) and supplies the few that follow
from the others (concrete). int, float and complex are registered as virtual
subclasses; fractions.Fraction registers itself as a Rational.
"""

from abc import ABCMeta, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


def _require(cls, methods=(), properties=()):
    """Add abstract placeholders for `methods` and `properties` to `cls`.

    Declaring them in bulk keeps each class body to the operations it really
    implements; the class's abstract set is widened to match, before any
    subclass is made (ABCMeta reads the bases' sets at subclass creation).
    """
    def placeholder(name):
        def missing(self, *args, **kwargs):
            raise NotImplementedError
        missing.__name__ = name
        missing.__qualname__ = cls.__qualname__ + '.' + name
        return abstractmethod(missing)

    for name in methods:
        setattr(cls, name, placeholder(name))
    for name in properties:
        setattr(cls, name, property(placeholder(name)))
    cls.__abstractmethods__ = frozenset(cls.__abstractmethods__) | \
        frozenset(methods) | frozenset(properties)
    return cls


class Number(metaclass=ABCMeta):
    """Root of the numeric hierarchy; isinstance(x, Number) asks "is x a number?"."""
    __slots__ = ()
    # Concrete numbers define their own hash; the ABC itself is unhashable.
    __hash__ = None


class Complex(Number):
    """Numbers with real and imaginary parts (what the builtin complex offers)."""
    __slots__ = ()

    def __bool__(self):
        """True unless the number equals zero."""
        return self != 0

    def __sub__(self, other):
        """self - other, as self + (-other)."""
        return self + -other

    def __rsub__(self, other):
        """other - self, as (-self) + other."""
        return -self + other


_require(Complex,
         methods=('__complex__', '__add__', '__radd__', '__neg__', '__pos__',
                  '__mul__', '__rmul__', '__truediv__', '__rtruediv__',
                  '__pow__', '__rpow__', '__abs__', 'conjugate', '__eq__'),
         properties=('real', 'imag'))
Complex.register(complex)


class Real(Complex):
    """Complex numbers with no imaginary part, ordered (what float offers)."""
    __slots__ = ()

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def __divmod__(self, other):
        return (self // other, self % other)

    def __rdivmod__(self, other):
        return (other // self, other % self)


_require(Real,
         methods=('__float__', '__trunc__', '__floor__', '__ceil__',
                  '__round__', '__floordiv__', '__rfloordiv__', '__mod__',
                  '__rmod__', '__lt__', '__le__'))
Real.register(float)


class Rational(Real):
    """Reals that are a ratio of two integers, kept in lowest terms."""
    __slots__ = ()

    def __float__(self):
        # Integer true division rounds once, correctly.
        return int(self.numerator) / int(self.denominator)


_require(Rational, properties=('numerator', 'denominator'))


class Integral(Rational):
    """Whole numbers, with the bitwise operations (what int offers)."""
    __slots__ = ()

    def __index__(self):
        return int(self)

    def __float__(self):
        return float(int(self))

    @property
    def numerator(self):
        return +self

    @property
    def denominator(self):
        return 1


_require(Integral,
         methods=('__int__', '__pow__', '__lshift__', '__rlshift__',
                  '__rshift__', '__rrshift__', '__and__', '__rand__',
                  '__xor__', '__rxor__', '__or__', '__ror__', '__invert__'))
Integral.register(int)

del _require
