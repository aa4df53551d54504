"""numbers for corral: the numeric tower of abstract base classes
(PEP 3141): Number > Complex > Real > Rational > Integral.

Each level lists the operations a concrete subclass must supply and
derives the rest. int, float and complex are registered as virtual
subclasses of the matching level.
"""

from abc import ABCMeta, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


def _required(*names):
    """Abstract placeholders for the named methods."""
    table = {}
    for name in names:
        def placeholder(self, *args):
            raise NotImplementedError
        placeholder.__name__ = name
        table[name] = abstractmethod(placeholder)
    return table


def _required_property(name):
    def getter(self):
        raise NotImplementedError
    getter.__name__ = name
    return property(abstractmethod(getter))


def _level(name, base, doc, namespace):
    namespace.update(__slots__=(), __doc__=doc, __module__=__name__)
    for key, value in namespace.items():
        if callable(value) and hasattr(value, "__qualname__"):
            value.__qualname__ = name + "." + key
    return ABCMeta(name, (base,), namespace)


class Number(metaclass=ABCMeta):
    """Root of the tower: isinstance(x, Number) asks whether x is a number."""

    __slots__ = ()
    # Numbers that compare equal must hash equal; only concrete types know
    # how, so the ABCs are unhashable.
    __hash__ = None


def _complex_bool(self):
    return self != 0


def _complex_sub(self, other):
    return self + -other


def _complex_rsub(self, other):
    return -self + other


Complex = _level("Complex", Number, "Complex numbers: +, -, *, /, **, abs, "
                 "conjugate, == and the real and imag parts.", {
    **_required("__complex__", "__add__", "__radd__", "__neg__", "__pos__",
                "__mul__", "__rmul__", "__truediv__", "__rtruediv__",
                "__pow__", "__rpow__", "__abs__", "conjugate", "__eq__"),
    "real": _required_property("real"),
    "imag": _required_property("imag"),
    "__bool__": _complex_bool,
    "__sub__": _complex_sub,
    "__rsub__": _complex_rsub,
})
Complex.register(complex)


def _real_complex(self):
    return complex(float(self))


def _real_divmod(self, other):
    return (self // other, self % other)


def _real_rdivmod(self, other):
    return (other // self, other % self)


def _unary_plus(self):
    return +self


def _zero(self):
    return 0


Real = _level("Real", Complex, "Real numbers: Complex plus ordering, "
              "rounding, // and %.", {
    **_required("__float__", "__trunc__", "__floor__", "__ceil__", "__round__",
                "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__",
                "__lt__", "__le__"),
    "__complex__": _real_complex,
    "__divmod__": _real_divmod,
    "__rdivmod__": _real_rdivmod,
    "real": property(_unary_plus),
    "imag": property(_zero),
    "conjugate": _unary_plus,
})
Real.register(float)


def _ratio_float(self):
    return int(self.numerator) / int(self.denominator)


Rational = _level("Rational", Real, "Ratios of integers, exposed as "
                  "numerator and denominator (in lowest terms).", {
    "numerator": _required_property("numerator"),
    "denominator": _required_property("denominator"),
    "__float__": _ratio_float,
})


def _integral_index(self):
    return int(self)


def _integral_float(self):
    return float(int(self))


def _one(self):
    return 1


Integral = _level("Integral", Rational, "Integers: Rational plus int(), "
                  "three-argument pow and the bitwise operators.", {
    **_required("__int__", "__pow__", "__lshift__", "__rlshift__", "__rshift__",
                "__rrshift__", "__and__", "__rand__", "__xor__", "__rxor__",
                "__or__", "__ror__", "__invert__"),
    "__index__": _integral_index,
    "__float__": _integral_float,
    "numerator": property(_unary_plus),
    "denominator": property(_one),
})
Integral.register(int)
