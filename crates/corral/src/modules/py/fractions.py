"""fractions for corral: exact rational numbers.

A Fraction keeps an int numerator and a positive int denominator in lowest
terms. Mixed arithmetic follows the numeric tower: with ints (and other
rationals) the result is a Fraction, with floats a float, with complex
numbers a complex.
"""

import math
import numbers
import operator

__all__ = ['Fraction']

# sys.hash_info.modulus and sys.hash_info.inf: a Fraction hashes like the
# int or float of equal value.
_HASH_PRIME = 2305843009213693951
_HASH_INF = 314159


def _digit_run(t):
    """Decimal digits with single underscores between them (as in literals)."""
    if not t or t[0] == '_' or t[-1] == '_' or '__' in t:
        return False
    for c in t:
        if not (c.isdecimal() or c == '_'):
            return False
    return True


def _parse(text):
    """(numerator, denominator) for a Fraction literal, or None if malformed.

    Accepted: optional sign, then either 'N' or 'N/D', or a decimal number
    with optional fraction part and exponent ('-1.5e3', '.5', '3.').
    """
    s = text.strip()
    negative = s[:1] == '-'
    if s[:1] in ('-', '+'):
        s = s[1:]
    if '/' in s:
        top, _, bottom = s.partition('/')
        if not (_digit_run(top) and _digit_run(bottom)):
            return None
        n, d = int(top), int(bottom)
    else:
        mantissa, exponent = s, '0'
        for mark in ('e', 'E'):
            if mark in s:
                mantissa, _, exponent = s.partition(mark)
                break
        whole, _, frac = mantissa.partition(".")
        if not (whole or frac):
            return None
        if (whole and not _digit_run(whole)) or (frac and not _digit_run(frac)):
            return None
        sign = exponent[:1] if exponent[:1] in ('-', '+') else ''
        if not _digit_run(exponent[len(sign):]):
            return None
        n = int(whole + frac) if whole + frac else 0
        d = 10 ** len(frac.replace('_', ''))
        e = int(exponent)
        if e >= 0:
            n *= 10 ** e
        else:
            d *= 10 ** -e
    return (-n if negative else n), d


def _is_rational(x):
    # The ABC check is slow; the common types are answered before it.
    if isinstance(x, (int, Fraction)):
        return True
    if isinstance(x, (float, complex, str)):
        return False
    return isinstance(x, numbers.Rational)


def _is_decimal(x):
    # Recognized by name, so that fractions need not import decimal.
    for cls in type(x).__mro__:
        if cls.__name__ == 'Decimal' and cls.__module__ == 'decimal':
            return True
    return False


def _new(n, d):
    """A Fraction from n/d already in lowest terms with d > 0."""
    f = object.__new__(Fraction)
    f._numerator = n
    f._denominator = d
    return f


def _reduced(n, d):
    """A Fraction from n/d in any terms; d must be nonzero."""
    g = math.gcd(n, d)
    if d < 0:
        g = -g
    return _new(n // g, d // g)


class Fraction:
    """An exact rational number.

    (A virtual subclass of numbers.Rational: registered rather than derived,
    which keeps construction off ABCMeta.__call__.)

    Fraction(7, 3), Fraction(Fraction(1, 2), 3), Fraction(0.25),
    Fraction(Decimal('1.1')), Fraction('-3/8'), Fraction(' 1.5e-2 ').
    """

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                n, d = parsed
            elif isinstance(numerator, float) or _is_decimal(numerator):
                n, d = numerator.as_integer_ratio()
                self._numerator = n
                self._denominator = d
                return self
            elif _is_rational(numerator):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            else:
                raise TypeError('argument should be a string or a Rational instance')
        elif type(numerator) is int and type(denominator) is int:
            n, d = numerator, denominator
        elif _is_rational(numerator) and _is_rational(denominator):
            n = numerator.numerator * denominator.denominator
            d = denominator.numerator * numerator.denominator
        else:
            raise TypeError('both arguments should be Rational instances')
        if d == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % n)
        if _normalize:
            g = math.gcd(n, d)
            if d < 0:
                g = -g
            n //= g
            d //= g
        self._numerator = n
        self._denominator = d
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of float `f` (ints are accepted too)."""
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError('%s.from_float() only takes floats, not %r (%s)'
                            % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of Decimal `dec` (ints are accepted too)."""
        from decimal import Decimal
        if isinstance(dec, int):
            dec = Decimal(int(dec))
        elif not isinstance(dec, Decimal):
            raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)'
                            % (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction whose denominator is at most max_denominator.

        Walks the continued-fraction convergents of self until the next one
        would exceed the limit, then picks the nearer of the last convergent
        and the best semiconvergent below the limit.
        """
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        # (p_prev/q_prev, p/q): the last two convergents.
        p_prev, q_prev, p, q = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q_next = q_prev + a * q
            if q_next > max_denominator:
                break
            p_prev, q_prev, p, q = p, q, p_prev + a * p, q_next
            n, d = d, n - a * d
        k = (max_denominator - q_prev) // q
        semi = Fraction(p_prev + k * p, q_prev + k * q)
        conv = Fraction(p, q)
        if abs(conv - self) <= abs(semi - self):
            return conv
        return semi

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return '%s(%s, %s)' % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # Arithmetic: see _binary_ops below the class.

    def __float__(a):
        # int / int rounds once, correctly, however large the terms.
        return a._numerator / a._denominator

    def __complex__(a):
        return complex(a._numerator / a._denominator)

    @property
    def real(a):
        return +a

    @property
    def imag(a):
        return 0

    def conjugate(a):
        return +a

    def __pos__(a):
        return _new(a._numerator, a._denominator)

    def __neg__(a):
        return _new(-a._numerator, a._denominator)

    def __abs__(a):
        return _new(abs(a._numerator), a._denominator)

    def __int__(a):
        n, d = a._numerator, a._denominator
        return n // d if n >= 0 else -(-n // d)

    __trunc__ = __int__

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self) is an int, half to even; round(self, n) a Fraction."""
        if ndigits is None:
            q, r = divmod(self._numerator, self._denominator)
            twice = 2 * r
            if twice > self._denominator or (twice == self._denominator and q % 2):
                return q + 1
            return q
        scale = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * scale), scale)
        return Fraction(round(self / scale) * scale)

    def __hash__(self):
        # hash(n/d) = n * d^-1 modulo the hash prime, as for int and float;
        # a denominator divisible by the prime hashes like infinity.
        try:
            inverse = pow(self._denominator, -1, _HASH_PRIME)
        except ValueError:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * inverse)
        if self._numerator < 0:
            h = -h
        return -2 if h == -1 else h

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return b == 0.0
            return a == a.from_float(b)
        if _is_rational(b):
            return a._numerator == b.numerator and a._denominator == b.denominator
        return NotImplemented

    def __bool__(a):
        return a._numerator != 0

    def __reduce__(self):
        return (type(self), (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)


def _ordering(compare):
    def method(a, b):
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return compare(0.0, b)
            return compare(a, a.from_float(b))
        if _is_rational(b):
            return compare(a._numerator * b.denominator, a._denominator * b.numerator)
        return NotImplemented
    method.__name__ = '__%s__' % compare.__name__
    return method


for _cmp in (operator.lt, operator.gt, operator.le, operator.ge):
    setattr(Fraction, '__%s__' % _cmp.__name__, _ordering(_cmp))


# Exact operations on (numerator, denominator) pairs. Division keeps the
# numerator reduced against the divisor's before multiplying, so that a
# zero divisor is reported as Fraction(+-1, 0) (or 0, 0), as CPython does.

def _add(an, ad, bn, bd):
    return _reduced(an * bd + bn * ad, ad * bd)


def _sub(an, ad, bn, bd):
    return _reduced(an * bd - bn * ad, ad * bd)


def _mul(an, ad, bn, bd):
    return _reduced(an * bn, ad * bd)


def _div(an, ad, bn, bd):
    g = math.gcd(an, bn)
    if g > 1:
        an //= g
        bn //= g
    n, d = an * bd, ad * bn
    if d == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % n)
    return _reduced(n, d)


def _floordiv(an, ad, bn, bd):
    return (an * bd) // (ad * bn)


def _mod(an, ad, bn, bd):
    return _reduced((an * bd) % (bn * ad), ad * bd)


def _divmod(an, ad, bn, bd):
    q, r = divmod(an * bd, ad * bn)
    return q, _reduced(r, ad * bd)


def _binary_ops(name, exact, inexact):
    """__name__ and __rname__ for Fraction: `exact` on Fraction/int pairs,
    `inexact` (the operator) on floats or complex numbers."""

    def forward(a, b):
        if isinstance(b, (int, Fraction)):
            return exact(a._numerator, a._denominator, b.numerator, b.denominator)
        if isinstance(b, float):
            return inexact(float(a), b)
        if isinstance(b, complex):
            return inexact(complex(a), b)
        if isinstance(b, numbers.Rational):
            return exact(a._numerator, a._denominator, b.numerator, b.denominator)
        return NotImplemented

    def reverse(b, a):
        if isinstance(a, int):
            return exact(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return inexact(a, float(b))
        if isinstance(a, numbers.Rational):
            return exact(a.numerator, a.denominator, b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return inexact(float(a), float(b))
        if isinstance(a, numbers.Complex):
            return inexact(complex(a), complex(b))
        return NotImplemented

    forward.__name__ = '__%s__' % name
    reverse.__name__ = '__r%s__' % name
    setattr(Fraction, forward.__name__, forward)
    setattr(Fraction, reverse.__name__, reverse)


_binary_ops('add', _add, operator.add)
_binary_ops('sub', _sub, operator.sub)
_binary_ops('mul', _mul, operator.mul)
_binary_ops('truediv', _div, operator.truediv)
_binary_ops('floordiv', _floordiv, operator.floordiv)
_binary_ops('mod', _mod, operator.mod)
_binary_ops('divmod', _divmod, divmod)


def _power(a, b):
    """a ** b: exact for an integral exponent, else through float."""
    if not _is_rational(b):
        return float(a) ** b
    if b.denominator != 1:
        return float(a) ** float(b)
    e = b.numerator
    n, d = a._numerator, a._denominator
    if e < 0:
        # Invert first; the denominator takes the sign.
        n, d, e = d, n, -e
        if d < 0:
            n, d = -n, -d
    if d == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % (n ** e))
    return _new(n ** e, d ** e)


def _rpower(b, a):
    """a ** b with the Fraction b on the right."""
    if b._denominator == 1 and b._numerator >= 0:
        return a ** b._numerator
    if _is_rational(a):
        return _power(Fraction(a.numerator, a.denominator), b)
    if b._denominator == 1:
        return a ** b._numerator
    return a ** float(b)


_power.__name__ = '__pow__'
_rpower.__name__ = '__rpow__'
Fraction.__pow__ = _power
Fraction.__rpow__ = _rpower

del _cmp

numbers.Rational.register(Fraction)
