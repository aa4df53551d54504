"""Decimal fixed and floating point arithmetic for corral.

An independent implementation of the General Decimal Arithmetic model as
exposed by CPython 3.11's decimal module. A finite Decimal is stored as a
sign (0 or 1), a non-negative Python int coefficient and an int exponent;
specials use the exponent markers 'F' (infinity), 'n' (quiet NaN) and
'N' (signalling NaN), with the NaN payload in the coefficient.
"""

from collections import namedtuple as _namedtuple

__all__ = [
    'Decimal', 'Context', 'DecimalTuple', 'DefaultContext', 'BasicContext',
    'ExtendedContext', 'DecimalException', 'Clamped', 'InvalidOperation',
    'DivisionByZero', 'Inexact', 'Rounded', 'Subnormal', 'Overflow',
    'Underflow', 'FloatOperation', 'DivisionImpossible', 'InvalidContext',
    'ConversionSyntax', 'DivisionUndefined', 'ROUND_DOWN', 'ROUND_HALF_UP',
    'ROUND_HALF_EVEN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_UP',
    'ROUND_HALF_DOWN', 'ROUND_05UP', 'setcontext', 'getcontext',
    'localcontext', 'MAX_PREC', 'MAX_EMAX', 'MIN_EMIN', 'MIN_ETINY',
    'HAVE_THREADS', 'HAVE_CONTEXTVAR',
]

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING,
              ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

_HASH_MODULUS = 2305843009213693951
_HASH_INF = 314159
_HASH_10INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# Order used by Context.__repr__.
_SIGNALS = [Clamped, InvalidOperation, DivisionByZero, Inexact,
            FloatOperation, Overflow, Rounded, Subnormal, Underflow]
_INVALID_KINDS = (ConversionSyntax, DivisionImpossible, DivisionUndefined,
                  InvalidContext)

_RAW_ORDER = [Clamped, ConversionSyntax, DivisionByZero, DivisionImpossible,
              DivisionUndefined, Inexact, InvalidContext, InvalidOperation,
              FloatOperation, Overflow, Rounded, Subnormal, Underflow]
_SIGNAL_OF = {ConversionSyntax: InvalidOperation,
              DivisionImpossible: InvalidOperation,
              DivisionUndefined: InvalidOperation,
              InvalidContext: InvalidOperation}

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent')


# ---------------------------------------------------------------------------
# Contexts

class Context(object):
    """Arithmetic context: precision, rounding, exponent limits, signals."""

    __corral_tp_name__ = 'decimal.Context'

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None,
                 _ignored_flags=None):
        dc = _default_template
        self.prec = dc['prec'] if prec is None else prec
        self.rounding = dc['rounding'] if rounding is None else rounding
        self.Emin = dc['Emin'] if Emin is None else Emin
        self.Emax = dc['Emax'] if Emax is None else Emax
        self.capitals = dc['capitals'] if capitals is None else capitals
        self.clamp = dc['clamp'] if clamp is None else clamp
        if traps is None:
            traps = dc['traps']
        if flags is None:
            flags = []
        self.traps = _signal_dict(traps)
        self.flags = _signal_dict(flags)
        object.__setattr__(self, '_raw', set())

    def __setattr__(self, name, value):
        if name == 'prec':
            _check_int_range(name, value, 1, MAX_PREC)
        elif name == 'Emin':
            _check_int_range(name, value, MIN_EMIN, 0)
        elif name == 'Emax':
            _check_int_range(name, value, 0, MAX_EMAX)
        elif name == 'capitals' or name == 'clamp':
            _check_int_range(name, value, 0, 1)
        elif name == 'rounding':
            if not isinstance(value, str) or value not in _ROUNDINGS:
                raise TypeError(
                    "valid values for rounding are:\n"
                    "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                    "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                    "   ROUND_05UP]")
        elif name == 'flags' or name == 'traps':
            if not isinstance(value, dict):
                value = _signal_dict(value)
            if name == 'flags' and hasattr(self, '_raw'):
                self._raw.clear()
        else:
            raise AttributeError(
                "'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def __repr__(self):
        flags = self._flag_names()
        traps = [s.__name__ for s in _SIGNALS if self.traps.get(s)]
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, '
                'capitals=%d, clamp=%d, flags=[%s], traps=[%s])' % (
                    self.prec, self.rounding, self.Emin, self.Emax,
                    self.capitals, self.clamp, ', '.join(flags),
                    ', '.join(traps)))

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax,
                       self.capitals, self.clamp,
                       [s for s in _SIGNALS if self.flags.get(s)],
                       [s for s in _SIGNALS if self.traps.get(s)])

    __copy__ = copy

    def _flag_names(self):
        # libmpdec keeps one status bit per condition and lists set flags
        # in bit order, so InvalidOperation's place depends on its cause.
        keyed = []
        for s in _SIGNALS:
            if not self.flags.get(s):
                continue
            raw = [c for c in self._raw if _SIGNAL_OF.get(c, c) is s]
            if not raw:
                raw = [c for c in _RAW_ORDER if _SIGNAL_OF.get(c, c) is s]
            keyed.append((min(_RAW_ORDER.index(c) for c in raw), s.__name__))
        keyed.sort()
        return [n for _, n in keyed]

    def clear_flags(self):
        for s in _SIGNALS:
            self.flags[s] = False
        self._raw.clear()

    def clear_traps(self):
        for s in _SIGNALS:
            self.traps[s] = False

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def _signal(self, conds):
        """Record conditions; raise the first trapped one."""
        trapped = []
        for c in conds:
            base = InvalidOperation if c in _INVALID_KINDS else c
            self.flags[base] = True
            self._raw.add(c)
            if self.traps.get(base):
                trapped.append(c)
        if trapped:
            first = trapped[0]
            if first in _INVALID_KINDS:
                first = InvalidOperation
            raise first(trapped)

    def _invalid(self, kind=None):
        self._signal([kind or InvalidOperation])
        return _NAN

    def create_decimal(self, num='0'):
        if isinstance(num, str) and (num != num.strip() or '_' in num):
            return self._invalid(ConversionSyntax)
        d = Decimal(num, context=self)
        if d._exp in ('n', 'N') and len(str(d._int)) > self.prec - self.clamp:
            return self._invalid(ConversionSyntax)
        return d._fix(self)

    def create_decimal_from_float(self, f):
        return Decimal.from_float(f)._fix(self)

    # Most operations are generated from the tables below the class.
    def power(self, a, b, modulo=None):
        return _conv(a, True).__pow__(_conv(b, True), modulo, context=self)

    def fma(self, a, b, c):
        return _conv(a, True).fma(b, c, context=self)

    def copy_sign(self, a, b):
        return _conv(a, True).copy_sign(b)


def _unary_op(name, method, takes_context):
    def op(self, a):
        fn = getattr(_conv(a, True), method)
        return fn(context=self) if takes_context else fn()
    op.__name__ = op.__qualname__ = name
    return op


def _binary_op(name, method):
    def op(self, a, b):
        return getattr(_conv(a, True), method)(_conv(b, True), context=self)
    op.__name__ = op.__qualname__ = name
    return op


for _name, _method in (
        ('add', '__add__'), ('subtract', '__sub__'),
        ('multiply', '__mul__'), ('divide', '__truediv__'),
        ('divide_int', '__floordiv__'), ('remainder', '__mod__'),
        ('divmod', '__divmod__'), ('quantize', 'quantize'),
        ('compare', 'compare'), ('max', 'max'), ('min', 'min')):
    setattr(Context, _name, _binary_op(_name, _method))

for _name, _method, _with_ctx in (
        ('abs', '__abs__', True), ('plus', '__pos__', True),
        ('minus', '__neg__', True), ('sqrt', 'sqrt', True),
        ('exp', 'exp', True), ('ln', 'ln', True), ('log10', 'log10', True),
        ('normalize', 'normalize', True),
        ('to_integral_value', 'to_integral_value', True),
        ('to_integral', 'to_integral_value', True),
        ('to_integral_exact', 'to_integral_exact', True),
        ('to_sci_string', '__str__', True),
        ('to_eng_string', 'to_eng_string', True),
        ('is_zero', 'is_zero', False), ('is_nan', 'is_nan', False),
        ('is_signed', 'is_signed', False), ('is_finite', 'is_finite', False),
        ('copy_abs', 'copy_abs', False),
        ('copy_negate', 'copy_negate', False)):
    setattr(Context, _name, _unary_op(_name, _method, _with_ctx))
del _name, _method, _with_ctx


def _check_int_range(name, value, lo, hi):
    if not isinstance(value, int):
        raise TypeError("%s must be an integer" % name)
    if not lo <= value <= hi:
        if name == 'prec':
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        if name == 'Emin':
            raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        if name == 'Emax':
            raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        raise ValueError("valid values for %s are [0, 1]" % name)


def _signal_dict(src):
    d = {}
    if isinstance(src, dict):
        for s in _SIGNALS:
            d[s] = bool(src.get(s, False))
        return d
    for s in _SIGNALS:
        d[s] = False
    for s in src:
        if s not in d:
            raise KeyError("invalid signal dict")
        d[s] = True
    return d


_default_template = {
    'prec': 28, 'rounding': ROUND_HALF_EVEN, 'Emin': -999999,
    'Emax': 999999, 'capitals': 1, 'clamp': 0,
    'traps': [DivisionByZero, Overflow, InvalidOperation],
}

DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[Clamped, InvalidOperation, DivisionByZero,
                              Overflow, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])
_PRESETS = (DefaultContext, BasicContext, ExtendedContext)

_current = [None]


def getcontext():
    c = _current[0]
    if c is None:
        c = DefaultContext.copy()
        _current[0] = c
    return c


def _ctx(context):
    """The context an operation runs in: the given one or the thread's."""
    return getcontext() if context is None else context



def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    # The module-level presets are templates: installing one installs a
    # fresh copy with no flags raised, so it never gets mutated.
    if any(context is t for t in _PRESETS):
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _Scoped:
    """What localcontext() returns: swaps the context in and back out."""

    def __init__(self, ctx):
        self._inner = ctx
        self._outer = None

    def __enter__(self):
        self._outer = getcontext()
        setcontext(self._inner)
        return self._inner

    def __exit__(self, *exc):
        setcontext(self._outer)
        return False


_LOCAL_KEYS = frozenset(('prec', 'rounding', 'Emin', 'Emax', 'capitals',
                         'clamp'))


def localcontext(ctx=None, **kwargs):
    scoped = _ctx(ctx).copy()
    for key, value in kwargs.items():
        if key in ('flags', 'traps'):
            value = _signal_dict(value)
        elif key not in _LOCAL_KEYS:
            raise TypeError(
                "'%s' is an invalid keyword argument for this function" % key)
        setattr(scoped, key, value)
    return _Scoped(scoped)


# ---------------------------------------------------------------------------
# Helpers

_POW10 = {}


def _pow10(n):
    p = _POW10.get(n)
    if p is None:
        p = 10 ** n
        if len(_POW10) < 64:
            _POW10[n] = p
    return p


def _ndigits(n):
    return len(str(n)) if n else 1


def _round_coef(sign, coef, drop, rounding):
    """Drop `drop` (> 0) trailing digits of coef; return (coef, inexact)."""
    p = 10 ** drop
    q, r = divmod(coef, p)
    if r == 0:
        return q, False
    half = p // 2
    if rounding == ROUND_HALF_EVEN:
        up = r > half or (r == half and q & 1)
    elif rounding == ROUND_HALF_UP:
        up = r >= half
    elif rounding == ROUND_HALF_DOWN:
        up = r > half
    elif rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    else:  # ROUND_05UP
        up = q % 5 == 0
    if up:
        q += 1
    return q, True


def _conv(other, strict=False, allow_float=False):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if allow_float and isinstance(other, float):
        getcontext()._signal([FloatOperation])
        return Decimal.from_float(other)
    if strict:
        raise TypeError("conversion from %s to Decimal is not supported"
                        % type(other).__name__)
    return NotImplemented


def _float_operand(op, a, b, reflected):
    if isinstance(b, float):
        l, r = ('float', 'decimal.Decimal') if reflected else \
            ('decimal.Decimal', 'float')
        raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                        % (op, l, r))


def _dec(sign, coef, exp):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coef
    d._exp = exp
    return d


def _parse(s):
    """Parse a numeric string; return (sign, coef, exp) or None."""
    s = s.strip()
    # CPython's C implementation drops every underscore.
    s = s.replace('_', '')
    sign = 0
    if s[:1] in ('+', '-'):
        sign = 1 if s[0] == '-' else 0
        s = s[1:]
    low = s.lower()
    if low in ('inf', 'infinity'):
        return sign, 0, 'F'
    for prefix, marker in (('snan', 'N'), ('nan', 'n')):
        if low.startswith(prefix):
            payload = low[len(prefix):]
            if payload == '':
                return sign, 0, marker
            if not (payload.isdigit() and payload.isascii()):
                return None
            return sign, int(payload), marker
    exp = 0
    epos = low.find('e')
    if epos >= 0:
        es = low[epos + 1:]
        low = low[:epos]
        body = es[1:] if es[:1] in ('+', '-') else es
        if not body or not body.isdigit() or not body.isascii():
            return None
        exp = int(es)
    if '.' in low:
        ip, _, fp = low.partition('.')
    else:
        ip, fp = low, ''
    if not ip and not fp:
        return None
    for part in (ip, fp):
        if part and not (part.isdigit() and part.isascii()):
            return None
    return sign, int(ip + fp), exp - len(fp)


_NAN = None


def _nan_result(a, b, context):
    """Handle NaN operands of a binary operation; None if there are none."""
    if a._exp.__class__ is int and (b is None or b._exp.__class__ is int):
        return None
    for x in (a, b):
        if x is not None and x._exp == 'N':
            context._signal([InvalidOperation])
            return _dec(x._sign, x._int, 'n')
    for x in (a, b):
        if x is not None and x._exp == 'n':
            return x
    return None


# ---------------------------------------------------------------------------
# Decimal

class Decimal(object):
    """Floating point class for decimal arithmetic."""

    __slots__ = ('_sign', '_int', '_exp')
    __corral_tp_name__ = 'decimal.Decimal'

    def __new__(cls, value="0", context=None):
        self = object.__new__(cls)
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp = value._sign, value._int, \
                value._exp
            return self
        if isinstance(value, str):
            r = _parse(value)
            if r is None:
                context = _ctx(context)
                context._signal([ConversionSyntax])
                self._sign, self._int, self._exp = 0, 0, 'n'
                return self
            self._sign, self._int, self._exp = r
            return self
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, int):
            self._sign = 1 if value < 0 else 0
            self._int = -value if value < 0 else value
            self._exp = 0
            return self
        if isinstance(value, float):
            context = _ctx(context)
            context._signal([FloatOperation])
            d = Decimal.from_float(value)
            self._sign, self._int, self._exp = d._sign, d._int, d._exp
            return self
        if isinstance(value, (list, tuple)):
            if len(value) != 3:
                raise ValueError("argument must be a sequence of length 3")
            sign, digits, exp = value
            if sign not in (0, 1) or isinstance(sign, bool):
                raise ValueError("sign must be an integer with the value 0 "
                                 "or 1")
            if isinstance(exp, str):
                if exp not in ('F', 'n', 'N'):
                    raise ValueError("string argument in the third position "
                                     "must be 'F', 'n' or 'N'")
            elif not isinstance(exp, int) or isinstance(exp, bool):
                raise ValueError("exponent must be an integer")
            coef = 0
            for dg in digits:
                if not isinstance(dg, int) or isinstance(dg, bool) or \
                        not 0 <= dg <= 9:
                    raise ValueError("coefficient must be a tuple of digits")
                coef = coef * 10 + dg
            if exp == 'F':
                coef = 0
            self._sign, self._int, self._exp = sign, coef, exp
            return self
        raise TypeError("conversion from %s to Decimal is not supported"
                        % type(value).__name__)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            d = Decimal(f)
        elif isinstance(f, float):
            if f != f:
                d = _dec(0, 0, 'n')
            elif f in (float('inf'), float('-inf')):
                d = _dec(1 if f < 0 else 0, 0, 'F')
            else:
                sign = 1 if (f < 0 or (f == 0 and str(f)[0] == '-')) else 0
                n, den = abs(f).as_integer_ratio()
                k = den.bit_length() - 1
                d = _dec(sign, n * 5 ** k, -k)
        else:
            raise TypeError("argument must be int or float")
        if cls is Decimal:
            return d
        return cls(d)

    # -- classification ----------------------------------------------------
    def _is_special(self):
        return isinstance(self._exp, str)

    def is_nan(self):
        return self._exp == 'n' or self._exp == 'N'

    def is_qnan(self):
        return self._exp == 'n'

    def is_snan(self):
        return self._exp == 'N'

    def is_infinite(self):
        return self._exp == 'F'

    def is_finite(self):
        return not isinstance(self._exp, str)

    def is_zero(self):
        return not isinstance(self._exp, str) and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def is_normal(self, context=None):
        if isinstance(self._exp, str) or self._int == 0:
            return False
        context = _ctx(context)
        return self.adjusted() >= context.Emin

    def is_subnormal(self, context=None):
        if isinstance(self._exp, str) or self._int == 0:
            return False
        context = _ctx(context)
        return self.adjusted() < context.Emin

    def is_canonical(self):
        return True

    def adjusted(self):
        if isinstance(self._exp, str):
            return 0
        return self._exp + _ndigits(self._int) - 1

    def as_tuple(self):
        digits = tuple(int(c) for c in str(self._int)) if \
            (self._int or self._exp != 'F') else (0,)
        if self._exp in ('n', 'N') and self._int == 0:
            digits = ()
        return DecimalTuple(self._sign, digits, self._exp)

    def as_integer_ratio(self):
        if self._exp in ('n', 'N'):
            raise ValueError("cannot convert NaN to integer ratio")
        if self._exp == 'F':
            raise OverflowError("cannot convert Infinity to integer ratio")
        n, e = self._int, self._exp
        if e >= 0:
            n, d = n * 10 ** e, 1
        else:
            d = 10 ** -e
            a, b = n, d
            while b:
                a, b = b, a % b
            if a:
                n, d = n // a, d // a
            else:
                d = 1
        return (-n if self._sign else n), d

    def canonical(self):
        return self

    def number_class(self, context=None):
        if self._exp == 'N':
            return 'sNaN'
        if self._exp == 'n':
            return 'NaN'
        s = '-' if self._sign else '+'
        if self._exp == 'F':
            return s + 'Infinity'
        if self._int == 0:
            return s + 'Zero'
        if self.is_subnormal(context):
            return s + 'Subnormal'
        return s + 'Normal'

    def radix(self):
        return Decimal(10)

    # -- string conversion -------------------------------------------------
    def __str__(self, eng=False, context=None):
        sign = '-' if self._sign else ''
        if self._exp == 'F':
            return sign + 'Infinity'
        if self._exp in ('n', 'N'):
            pre = 'sNaN' if self._exp == 'N' else 'NaN'
            return sign + pre + (str(self._int) if self._int else '')
        digits = str(self._int)
        exp = self._exp
        left = exp + len(digits)
        if exp <= 0 and left > -6:
            dot = left
        elif not eng:
            dot = 1
        elif self._int == 0:
            dot = (left + 1) % 3 - 1
        else:
            dot = (left - 1) % 3 + 1
        if dot <= 0:
            body = '0.' + '0' * (-dot) + digits
        elif dot >= len(digits):
            body = digits + '0' * (dot - len(digits))
        else:
            body = digits[:dot] + '.' + digits[dot:]
        if left != dot:
            context = _ctx(context)
            e = 'eE'[context.capitals]
            body += '%s%+d' % (e, left - dot)
        return sign + body

    def to_eng_string(self, context=None):
        return self.__str__(True, context)

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    # -- rounding to a context ---------------------------------------------
    def _fix(self, context):
        """Round self to the context's precision and exponent range."""
        if isinstance(self._exp, str):
            if self._exp in ('n', 'N'):
                maxpay = context.prec - context.clamp
                if self._int and _ndigits(self._int) > maxpay:
                    s = str(self._int)[-maxpay:].lstrip('0')
                    return _dec(self._sign, int(s) if s else 0, self._exp)
            return self
        sign, coef, exp = self._sign, self._int, self._exp
        prec = context.prec
        # Fast path: fits the precision and is well inside the exponent
        # range, so nothing to do.
        if (not context.clamp and exp >= context.Emin
                and exp + prec <= context.Emax and coef < _pow10(prec)):
            return self
        etiny = context.Emin - prec + 1
        etop = context.Emax - prec + 1
        if coef == 0:
            hi = etop if context.clamp else context.Emax
            if exp > hi:
                context._signal([Clamped])
                return _dec(sign, 0, hi)
            if exp < etiny:
                context._signal([Clamped])
                return _dec(sign, 0, etiny)
            return self
        nd = _ndigits(coef)
        adj = exp + nd - 1
        conds = []
        if adj > context.Emax:
            return self._overflow(context)
        subnormal = adj < context.Emin
        target = exp
        if nd > prec:
            target = exp + nd - prec
        if target < etiny:
            target = etiny
        if target > exp:
            drop = target - exp
            if drop > nd + 1:
                # Everything rounds away: use a sticky digit.
                coef, drop = 1, 1
                target = target
            newc, inexact = _round_coef(sign, coef, drop, context.rounding)
            if _ndigits(newc) > prec and newc:
                newc //= 10
                target += 1
            coef, exp = newc, target
            if subnormal:
                conds.append(Subnormal)
            if inexact:
                if subnormal:
                    conds.append(Underflow)
                    if coef == 0:
                        conds.append(Clamped)
                conds.append(Inexact)
            conds.append(Rounded)
            if exp + _ndigits(coef) - 1 > context.Emax:
                return self._overflow(context)
        elif subnormal:
            conds.append(Subnormal)
        if context.clamp and exp > etop:
            coef = coef * 10 ** (exp - etop)
            exp = etop
            conds.append(Clamped)
        if conds:
            context._signal(conds)
        return _dec(sign, coef, exp)

    def _overflow(self, context):
        context._signal([Overflow, Inexact, Rounded])
        r = context.rounding
        sign = self._sign
        if (r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP)
                or (r == ROUND_CEILING and sign == 0)
                or (r == ROUND_FLOOR and sign == 1)):
            return _dec(sign, 0, 'F')
        top = context.Emax - context.prec + 1
        return _dec(sign, 10 ** context.prec - 1, top)

    def _rescale(self, exp, rounding):
        """Exact rescale to exponent exp (no context checks)."""
        if self._exp >= exp:
            return _dec(self._sign, self._int * 10 ** (self._exp - exp), exp)
        drop = self._exp - exp
        drop = -drop
        nd = _ndigits(self._int)
        coef = self._int
        if coef == 0:
            return _dec(self._sign, 0, exp), False
        if drop > nd + 1:
            coef, drop = 1, 1
        newc, inexact = _round_coef(self._sign, coef, drop, rounding)
        return _dec(self._sign, newc, exp), inexact

    # -- unary -------------------------------------------------------------
    def __pos__(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r._fix(context)
        if self._int == 0 and self._exp != 'F' and \
                context.rounding != ROUND_FLOOR:
            return _dec(0, 0, self._exp)._fix(context)
        return self._fix(context)

    def __neg__(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r._fix(context)
        if self._int == 0 and self._exp != 'F' and \
                context.rounding != ROUND_FLOOR:
            return _dec(0, 0, self._exp)._fix(context)
        return _dec(1 - self._sign, self._int, self._exp)._fix(context)

    def __abs__(self, round=True, context=None):
        if not round:
            return self.copy_abs()
        if self._sign:
            return self.__neg__(context)
        return self.__pos__(context)

    def copy_abs(self):
        return _dec(0, self._int, self._exp)

    def copy_negate(self):
        return _dec(1 - self._sign, self._int, self._exp)

    def copy_sign(self, other, context=None):
        other = _conv(other, True)
        return _dec(other._sign, self._int, self._exp)

    # The binary operators (+ - * / // % divmod and their reflections) are
    # attached after the class by _operator().

    def remainder_near(self, other, context=None):
        other = _conv(other, True)
        context = _ctx(context)
        r = _nan_result(self, other, context)
        if r is not None:
            return r._fix(context)
        if self._exp == 'F' or other.is_zero():
            return context._invalid()
        if other._exp == 'F':
            return self._fix(context)
        e = min(self._exp, other._exp)
        if self._int == 0:
            return _dec(self._sign, 0, e)._fix(context)
        if self.adjusted() < other.adjusted() - 1:
            return _dec(self._sign, self._int * 10 ** (self._exp - e),
                        e)._fix(context)
        if self.adjusted() - other.adjusted() > context.prec:
            return context._invalid(DivisionImpossible)
        e = min(self._exp, other._exp)
        ca = self._int * 10 ** (self._exp - e)
        cb = other._int * 10 ** (other._exp - e)
        q, r = divmod(ca, cb)
        if 2 * r > cb or (2 * r == cb and q & 1):
            q += 1
            r -= cb
        if _ndigits(q) > context.prec:
            return context._invalid(DivisionImpossible)
        sign = self._sign
        if r < 0:
            sign = 1 - sign
            r = -r
        return _dec(sign, r, e)._fix(context)

    # -- power -------------------------------------------------------------
    def __pow__(self, other, modulo=None, context=None):
        if isinstance(other, float):
            raise TypeError("unsupported operand type(s) for ** or pow(): "
                            "'decimal.Decimal' and 'float'")
        other = _conv(other)
        if other is NotImplemented:
            return other
        context = _ctx(context)
        if modulo is not None:
            return _powmod(self, other, _conv(modulo, True), context)
        return _pow(self, other, context)

    def __rpow__(self, other, modulo=None, context=None):
        if isinstance(other, float):
            raise TypeError("unsupported operand type(s) for ** or pow(): "
                            "'float' and 'decimal.Decimal'")
        other = _conv(other)
        if other is NotImplemented:
            return other
        return other.__pow__(self, modulo, context)

    def fma(self, other, third, context=None):
        other = _conv(other, True)
        third = _conv(third, True)
        context = _ctx(context)
        big = Context(prec=MAX_PREC, traps=[])
        if isinstance(self._exp, str) or isinstance(other._exp, str):
            return _add(_mul(self, other, context), third, context)
        return _add(_dec(self._sign ^ other._sign, self._int * other._int,
                         self._exp + other._exp), third, context)

    # -- comparison --------------------------------------------------------
    def _cmp(self, other):
        """Compare two non-NaN Decimals: -1, 0 or 1."""
        if self._exp == 'F' or other._exp == 'F':
            a = 0 if self._exp != 'F' else (-1 if self._sign else 1)
            b = 0 if other._exp != 'F' else (-1 if other._sign else 1)
            if a == b:
                return 0
            if a or b:
                if a and b:
                    return -1 if a < b else 1
                if a:
                    return a
                return -b
        if self._int == 0:
            if other._int == 0:
                return 0
            return 1 if other._sign else -1
        if other._int == 0:
            return -1 if self._sign else 1
        if self._sign != other._sign:
            return -1 if self._sign else 1
        s = -1 if self._sign else 1
        d = self._exp - other._exp
        if -40 <= d <= 40:
            if d >= 0:
                c1, c2 = self._int * _pow10(d), other._int
            else:
                c1, c2 = self._int, other._int * _pow10(-d)
            if c1 == c2:
                return 0
            return s if c1 > c2 else -s
        a1, a2 = self.adjusted(), other.adjusted()
        if a1 != a2:
            return s if a1 > a2 else -s
        e = min(self._exp, other._exp)
        c1 = self._int * 10 ** (self._exp - e)
        c2 = other._int * 10 ** (other._exp - e)
        if c1 == c2:
            return 0
        return s if c1 > c2 else -s

    def _compare_operand(self, other, ordered):
        if not isinstance(other, (int, float, Decimal)) and \
                hasattr(other, 'numerator') and hasattr(other, 'denominator'):
            # A Rational (Fraction): compare self * denominator with the
            # numerator, both exact.
            num, den = other.numerator, other.denominator
            if not (isinstance(num, int) and isinstance(den, int)) or den <= 0:
                return None
            if self.is_nan():
                if ordered or self.is_snan():
                    getcontext()._signal([InvalidOperation])
                return False
            if self._exp == 'F':
                return _RatioCmp(self, Decimal(0))
            return _RatioCmp(_dec(self._sign, self._int * den, self._exp),
                             Decimal(num))
        if isinstance(other, float):
            getcontext()._signal([FloatOperation]) if ordered else None
            other = Decimal.from_float(other)
        else:
            other = _conv(other)
            if other is NotImplemented:
                return None
        if self.is_nan() or other.is_nan():
            if ordered or self.is_snan() or other.is_snan():
                getcontext()._signal([InvalidOperation])
            return False
        return other

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    def compare(self, other, context=None):
        other = _conv(other, True)
        context = _ctx(context)
        r = _nan_result(self, other, context)
        if r is not None:
            return r
        return Decimal(self._cmp(other))

    def compare_signal(self, other, context=None):
        other = _conv(other, True)
        context = _ctx(context)
        if self.is_nan() or other.is_nan():
            context._signal([InvalidOperation])
            return _nan_result(self, other, Context(traps=[]))
        return Decimal(self._cmp(other))

    def _total_key(self):
        return self._exp

    def compare_total(self, other, context=None):
        other = _conv(other, True)
        if self._sign != other._sign:
            return Decimal(-1) if self._sign else Decimal(1)
        s = -1 if self._sign else 1
        rank = {'n': 3, 'N': 2, 'F': 1}
        r1 = rank.get(self._exp, 0) if isinstance(self._exp, str) else 0
        r2 = rank.get(other._exp, 0) if isinstance(other._exp, str) else 0
        if r1 != r2:
            return Decimal(s if r1 > r2 else -s)
        if r1 >= 2:
            if self._int == other._int:
                return Decimal(0)
            return Decimal(s if self._int > other._int else -s)
        c = self._cmp(other)
        if c == 0 and r1 == 0:
            if self._exp == other._exp:
                return Decimal(0)
            return Decimal(s if self._exp > other._exp else -s)
        return Decimal(c * s * s)

    def compare_total_mag(self, other, context=None):
        other = _conv(other, True)
        return self.copy_abs().compare_total(other.copy_abs())

    def _minmax(self, other, context, want_max, mag):
        other = _conv(other, True)
        context = _ctx(context)
        if self.is_nan() or other.is_nan():
            if self._exp == 'N' or other._exp == 'N':
                return _nan_result(self, other, context)._fix(context)
            if self.is_nan() and other.is_nan():
                return self._fix(context)
            return (other if self.is_nan() else self)._fix(context)
        a, b = (self.copy_abs(), other.copy_abs()) if mag else (self, other)
        c = a._cmp(b)
        if c == 0:
            c = self.compare_total(other)._cmp(Decimal(0))
        if want_max:
            pick = self if c > 0 else other
        else:
            pick = self if c < 0 else other
        return pick._fix(context)

    def max(self, other, context=None):
        return self._minmax(other, context, True, False)

    def min(self, other, context=None):
        return self._minmax(other, context, False, False)

    def max_mag(self, other, context=None):
        return self._minmax(other, context, True, True)

    def min_mag(self, other, context=None):
        return self._minmax(other, context, False, True)

    def same_quantum(self, other, context=None):
        other = _conv(other, True)
        if isinstance(self._exp, str) or isinstance(other._exp, str):
            return (self.is_nan() and other.is_nan()) or \
                (self.is_infinite() and other.is_infinite())
        return self._exp == other._exp

    def __hash__(self):
        if self._exp == 'N':
            raise TypeError("Cannot hash a signaling NaN value")
        if self._exp == 'n':
            return object.__hash__(self)
        if self._exp == 'F':
            return -_HASH_INF if self._sign else _HASH_INF
        if self._exp >= 0:
            eh = pow(10, self._exp, _HASH_MODULUS)
        else:
            eh = pow(_HASH_10INV, -self._exp, _HASH_MODULUS)
        h = self._int * eh % _HASH_MODULUS
        if self._sign:
            h = -h
        return -2 if h == -1 else h

    def __bool__(self):
        return self._exp in ('n', 'N', 'F') or self._int != 0

    # -- conversions -------------------------------------------------------
    def __int__(self):
        if self._exp in ('n', 'N'):
            raise ValueError("cannot convert NaN to integer")
        if self._exp == 'F':
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp >= 0:
            n = self._int * 10 ** self._exp
        else:
            n = self._int // 10 ** (-self._exp)
        return -n if self._sign else n

    __trunc__ = __int__

    def __float__(self):
        if self._exp in ('n', 'N'):
            if self._exp == 'N':
                raise ValueError("cannot convert signaling NaN to float")
            return float('-nan') if self._sign else float('nan')
        if self._exp == 'F':
            return float('-inf') if self._sign else float('inf')
        return float(str(self))

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def conjugate(self):
        return self

    def __floor__(self):
        return int(self._integral(ROUND_FLOOR))

    def __ceil__(self):
        return int(self._integral(ROUND_CEILING))

    def _integral(self, rounding):
        if self._exp in ('n', 'N'):
            raise ValueError("cannot convert NaN to integer")
        if self._exp == 'F':
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp >= 0:
            return self
        return self._rescale(0, rounding)[0]

    def __round__(self, n=None):
        if n is not None:
            if not isinstance(n, int):
                raise TypeError("optional arg must be an integer")
            return self.quantize(_dec(0, 1, -n))
        return int(self._integral(ROUND_HALF_EVEN))

    def quantize(self, exp, rounding=None, context=None):
        exp = _conv(exp, True)
        context = _ctx(context)
        if rounding is None:
            rounding = context.rounding
        r = _nan_result(self, exp, context)
        if r is not None:
            return r._fix(context)
        if self._exp == 'F' or exp._exp == 'F':
            if self._exp == 'F' and exp._exp == 'F':
                return self._fix(context)
            return context._invalid()
        e = exp._exp
        if not (context.Emin - context.prec + 1 <= e <= context.Emax):
            return context._invalid()
        if self._int == 0:
            return _dec(self._sign, 0, e)._fix(context)
        adj = self.adjusted()
        if adj - e + 1 > context.prec:
            return context._invalid()
        if e <= self._exp:
            res = _dec(self._sign, self._int * 10 ** (self._exp - e), e)
            return res._fix(context)
        res, inexact = self._rescale(e, rounding)
        if _ndigits(res._int) > context.prec:
            return context._invalid()
        conds = []
        if res._int == 0 and False:
            pass
        if inexact:
            conds.append(Inexact)
        conds.append(Rounded)
        context._signal(conds)
        if res.adjusted() > context.Emax:
            return context._invalid()
        return res._fix(context)

    def to_integral_value(self, rounding=None, context=None):
        context = _ctx(context)
        if rounding is None:
            rounding = context.rounding
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        if self._exp == 'F' or self._exp >= 0:
            return self
        return self._rescale(0, rounding)[0]

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        context = _ctx(context)
        if rounding is None:
            rounding = context.rounding
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        if self._exp == 'F' or self._exp >= 0:
            return self
        if self._int == 0:
            return _dec(self._sign, 0, 0)
        res, inexact = self._rescale(0, rounding)
        context._signal(([Inexact] if inexact else []) + [Rounded])
        return res

    def normalize(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        d = self._fix(context)
        if d._exp == 'F':
            return d
        if d._int == 0:
            return _dec(d._sign, 0, 0)
        coef, exp = d._int, d._exp
        top = context.Emax - context.prec + 1 if context.clamp else \
            context.Emax
        while coef % 10 == 0 and exp < top:
            coef //= 10
            exp += 1
        return _dec(d._sign, coef, exp)

    reduce = normalize

    def sqrt(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r._fix(context)
        if self._int == 0 and self._exp != 'F':
            return _dec(self._sign, 0, self._exp // 2)._fix(context)
        if self._sign:
            return context._invalid()
        if self._exp == 'F':
            return self
        prec = context.prec
        coef, e = self._int, self._exp
        ideal = e // 2
        if e & 1:
            coef *= 10
            e -= 1
        nd = _ndigits(coef)
        k = prec + 1 - (nd + 1) // 2
        if k > 0:
            coef *= 10 ** (2 * k)
        else:
            k2 = -k
            k = 0
            # Plenty of digits already; keep them all (exactness test).
        e -= 2 * k
        root = _isqrt(coef)
        exact = root * root == coef
        exp = e // 2
        if exact:
            while exp < ideal and root % 10 == 0:
                root //= 10
                exp += 1
        elif root % 5 == 0:
            root += 1
        ctx = context.copy()
        ctx.rounding = ROUND_HALF_EVEN
        ctx.traps = context.traps
        ctx.flags = context.flags
        object.__setattr__(ctx, '_raw', context._raw)
        return _dec(0, root, exp)._fix(ctx)

    def exp(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        if self._exp == 'F':
            return Decimal(0) if self._sign else self
        if self._int == 0:
            return Decimal(1)
        return _exp_func(self, context)

    def ln(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        if self._int == 0 and self._exp != 'F':
            return _dec(1, 0, 'F')
        if self._sign:
            return context._invalid()
        if self._exp == 'F':
            return self
        if self._int == 1 and self._exp == 0:
            return Decimal(0)
        return _ln_func(self, context, False)

    def log10(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        if self._int == 0 and self._exp != 'F':
            return _dec(1, 0, 'F')
        if self._sign:
            return context._invalid()
        if self._exp == 'F':
            return self
        s = str(self._int).rstrip('0')
        if s == '1':
            return Decimal(self.adjusted())
        return _ln_func(self, context, True)

    def logb(self, context=None):
        context = _ctx(context)
        r = _nan_result(self, None, context)
        if r is not None:
            return r
        if self._exp == 'F':
            return _dec(0, 0, 'F')
        if self._int == 0:
            context._signal([DivisionByZero])
            return _dec(1, 0, 'F')
        return Decimal(self.adjusted())._fix(context)

    def next_plus(self, context=None):
        context = _ctx(context)
        ctx = context.copy()
        ctx.rounding = ROUND_CEILING
        ctx.traps = {s: False for s in _SIGNALS}
        tiny = _dec(0, 1, context.Emin - context.prec - 1)
        return _add(self, tiny, ctx)

    def next_minus(self, context=None):
        context = _ctx(context)
        ctx = context.copy()
        ctx.rounding = ROUND_FLOOR
        ctx.traps = {s: False for s in _SIGNALS}
        tiny = _dec(1, 1, context.Emin - context.prec - 1)
        return _add(self, tiny, ctx)

    def scaleb(self, other, context=None):
        other = _conv(other, True)
        context = _ctx(context)
        r = _nan_result(self, other, context)
        if r is not None:
            return r
        if isinstance(other._exp, str) or other._exp != 0:
            return context._invalid()
        if self._exp == 'F':
            return self
        n = int(other)
        return _dec(self._sign, self._int, self._exp + n)._fix(context)

    def shift(self, other, context=None):
        other = _conv(other, True)
        context = _ctx(context)
        n = int(other)
        if self._exp == 'F':
            return self
        prec = context.prec
        if n >= 0:
            c = (self._int * 10 ** n) % 10 ** prec
        else:
            c = self._int // 10 ** (-n)
        return _dec(self._sign, c, self._exp)

    # -- formatting ----------------------------------------------------------
    def __format__(self, spec, _localeconv=None):
        return _format(self, spec)

    # -- pickling / copying ------------------------------------------------
    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_NAN = _dec(0, 0, 'n')


class _RatioCmp(object):
    __slots__ = ('a', 'b')

    def __init__(self, a, b):
        self.a = a
        self.b = b


# ---------------------------------------------------------------------------
# Arithmetic cores

def _isqrt(n):
    if n < 2:
        return n
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def _add(a, b, context, negated=None):
    r = _nan_result(a, b, context)
    if r is not None:
        return r._fix(context)
    if a._exp == 'F' or b._exp == 'F':
        if a._exp == 'F' and b._exp == 'F' and a._sign != b._sign:
            return context._invalid()
        return a if a._exp == 'F' else b
    prec = context.prec
    if a._int == 0 and b._int == 0:
        exp = min(a._exp, b._exp)
        if a._sign == b._sign:
            sign = a._sign
        else:
            sign = 1 if context.rounding == ROUND_FLOOR else 0
        return _dec(sign, 0, exp)._fix(context)
    if a._int == 0 or b._int == 0:
        z, x = (a, b) if a._int == 0 else (b, a)
        exp = z._exp
        if exp < x._exp:
            exp = max(exp, min(x._exp, x.adjusted() - prec - 2))
            return _dec(x._sign, x._int * 10 ** (x._exp - exp),
                        exp)._fix(context)
        return x._fix(context)
    # Keep the exponent gap bounded: a far smaller operand only matters as
    # a sticky digit below the rounding position.
    if a.adjusted() < b.adjusted():
        big, small = b, a
    else:
        big, small = a, b
    t = min(big._exp, big.adjusted() - prec - 1) - 1
    if small.adjusted() < t:
        small = _dec(small._sign, 1, t - 1)
    exp = min(big._exp, small._exp)
    v1 = big._int * 10 ** (big._exp - exp)
    v2 = small._int * 10 ** (small._exp - exp)
    if big._sign:
        v1 = -v1
    if small._sign:
        v2 = -v2
    v = v1 + v2
    if v == 0:
        sign = 1 if context.rounding == ROUND_FLOOR else 0
        return _dec(sign, 0, exp)._fix(context)
    return _dec(1 if v < 0 else 0, abs(v), exp)._fix(context)


def _mul(a, b, context):
    r = _nan_result(a, b, context)
    if r is not None:
        return r._fix(context)
    sign = a._sign ^ b._sign
    if a._exp == 'F' or b._exp == 'F':
        if a.is_zero() or b.is_zero():
            return context._invalid()
        return _dec(sign, 0, 'F')
    return _dec(sign, a._int * b._int, a._exp + b._exp)._fix(context)


def _div(a, b, context):
    r = _nan_result(a, b, context)
    if r is not None:
        return r._fix(context)
    sign = a._sign ^ b._sign
    if a._exp == 'F' or b._exp == 'F':
        if a._exp == 'F' and b._exp == 'F':
            return context._invalid()
        if a._exp == 'F':
            return _dec(sign, 0, 'F')
        context._signal([Clamped])
        return _dec(sign, 0, context.Emin - context.prec + 1)
    if b._int == 0:
        if a._int == 0:
            return context._invalid(DivisionUndefined)
        context._signal([DivisionByZero])
        return _dec(sign, 0, 'F')
    ideal = a._exp - b._exp
    if a._int == 0:
        return _dec(sign, 0, ideal)._fix(context)
    prec = context.prec
    shift = _ndigits(b._int) - _ndigits(a._int) + prec + 1
    if shift >= 0:
        q, rem = divmod(a._int * 10 ** shift, b._int)
    else:
        q, rem = divmod(a._int, b._int * 10 ** (-shift))
    exp = ideal - shift
    if rem:
        if q % 5 == 0:
            q += 1
    else:
        while exp < ideal and q % 10 == 0:
            q //= 10
            exp += 1
    return _dec(sign, q, exp)._fix(context)


def _divmod(a, b, context, mod_only=False, quot_only=False):
    r = _nan_result(a, b, context)
    if r is not None:
        r = r._fix(context)
        return r, r
    sign = a._sign ^ b._sign
    if a._exp == 'F':
        if b._exp == 'F':
            n = context._invalid()
            return n, n
        if quot_only:
            return _dec(sign, 0, 'F'), None
        n = context._invalid()
        return (n if mod_only else _dec(sign, 0, 'F')), n
    if b._exp == 'F':
        return _dec(sign, 0, 0), a._fix(context)
    if b._int == 0:
        if a._int == 0:
            n = context._invalid(DivisionUndefined)
            return n, n
        if mod_only:
            n = context._invalid()
            return n, n
        context._signal([DivisionByZero])
        return _dec(sign, 0, 'F'), _NAN
    rexp = min(a._exp, b._exp)
    if a._int == 0:
        return _dec(sign, 0, 0), _dec(a._sign, 0, rexp)._fix(context)
    if a.adjusted() - b.adjusted() > context.prec:
        n = context._invalid(DivisionImpossible)
        return n, n
    if a.adjusted() < b.adjusted() - 1:
        return _dec(sign, 0, 0), _dec(a._sign, a._int * 10 ** (a._exp - rexp),
                                      rexp)._fix(context)
    c1 = a._int * 10 ** (a._exp - rexp)
    c2 = b._int * 10 ** (b._exp - rexp)
    q, rem = divmod(c1, c2)
    if _ndigits(q) > context.prec:
        n = context._invalid(DivisionImpossible)
        return n, n
    return (_dec(sign, q, 0),
            _dec(a._sign, rem, rexp)._fix(context))


def _is_integral(d):
    if isinstance(d._exp, str):
        return False
    if d._exp >= 0 or d._int == 0:
        return True
    return d._int % 10 ** (-d._exp) == 0


def _pow(a, b, context):
    r = _nan_result(a, b, context)
    if r is not None:
        return r._fix(context)
    if b.is_zero():
        if a.is_zero():
            return context._invalid()
        return _dec(0, 1, 0)._fix(context)
    b_int = _is_integral(b)
    sign = 0
    if a.is_zero():
        if a._sign and b_int and int(b) & 1:
            sign = 1
        if b._sign:
            return _dec(sign, 0, 'F')
        return _dec(sign, 0, 0)
    if a._sign:
        if not b_int:
            if a.is_zero() and False:
                pass
            return context._invalid()
        if int(b) & 1:
            sign = 1
    if a.is_zero():
        if b._sign:
            if a._sign == 0 or sign == 0:
                pass
            return _dec(sign, 0, 'F')
        return _dec(sign, 0, 0)
    if a._exp == 'F':
        if b._sign:
            return _dec(sign, 0, 0)
        return _dec(sign, 0, 'F')
    if b._exp == 'F':
        one = a.copy_abs()._cmp(Decimal(1))
        if one == 0:
            context._signal([Inexact, Rounded])
            return _dec(sign, 10 ** (context.prec - 1), 1 - context.prec)
        big = (one > 0) != bool(b._sign)
        return _dec(sign, 0, 'F') if big else _dec(sign, 0, 0)
    prec = context.prec
    if b_int:
        n = int(b)
        neg = n < 0
        n = abs(n)
        nd = _ndigits(a._int)
        # Estimated size of the exact result in digits.
        est = n * nd
        x = _dec(0, a._int, a._exp)
        if est <= prec + 200 or a._int == 1:
            coef = a._int ** n
            exp = a._exp * n
            res = _dec(sign, coef, exp)
            etiny = context.Emin - prec + 1
            if (neg and res.copy_abs()._cmp(_dec(0, 1, -etiny)) > 0) or (
                    not neg and res._int and res.adjusted() < etiny):
                context._signal([Underflow, Inexact, Rounded, Subnormal,
                                 Clamped])
                return _dec(sign, 0, context.Emin - prec + 1)
            if neg:
                return _div(_dec(0, 1, 0), res, context) \
                    if not sign else _div(_dec(1, 1, 0), res.copy_abs(),
                                          context)
            return res._fix(context)
        # Large power: binary exponentiation with guard digits.
        extra = len(str(n)) + 10
        work = Context(prec=prec + extra, rounding=ROUND_HALF_EVEN,
                       traps=[], Emax=MAX_EMAX, Emin=MIN_EMIN)
        acc = _dec(0, 1, 0)
        base = x
        while n:
            if n & 1:
                acc = _mul(acc, base, work)
            n >>= 1
            if n:
                base = _mul(base, base, work)
        if neg:
            acc = _div(_dec(0, 1, 0), acc, work)
        res = _dec(sign, acc._int, acc._exp) if acc._exp != 'F' else acc
        etiny = context.Emin - prec + 1
        if res._exp != 'F' and res.adjusted() < etiny:
            context._signal([Underflow, Inexact, Rounded, Subnormal,
                             Clamped])
            return _dec(sign, 0, etiny)
        if res._int and res._exp != 'F':
            res = _dec(sign, res._int * 10 + 1, res._exp - 1)
            out = res._fix(context)
            context._signal([Inexact, Rounded])
            return out
        return res._fix(context)
    # Non-integral exponent: exp(b * ln(a)).
    extra = 10
    work = Context(prec=prec + extra, traps=[], Emax=MAX_EMAX,
                   Emin=MIN_EMIN)
    lna = _ln_func(a, work, False)
    t = _mul(lna, b, work)
    res = _exp_func(t, work)
    if res._exp == 'F':
        return res._fix(context)
    nd = _ndigits(res._int)
    tail = res._int % 10 ** (nd - prec) if nd > prec else -1
    if 0 <= tail <= 1000 or tail >= 10 ** (nd - prec) - 1000:
        # An exact power (4 ** 0.5): CPython pads it to full precision and
        # still reports it inexact.
        c, _ = _round_coef(0, res._int, nd - prec, ROUND_HALF_EVEN)
        e = res._exp + nd - prec
        if _ndigits(c) > prec:
            c //= 10
            e += 1
        out = _dec(sign, c, e)._fix(context)
    else:
        out = _dec(sign, res._int * 10 + 1, res._exp - 1)._fix(context)
    context._signal([Inexact, Rounded])
    return out


def _powmod(a, b, m, context):
    for x in (a, b, m):
        if isinstance(x._exp, str) or not _is_integral(x):
            return context._invalid()
    mi = int(m)
    if mi == 0 or int(b) < 0:
        return context._invalid()
    v = pow(int(a), int(b), abs(mi))
    if a._sign and v and int(b) & 1 == 0:
        pass
    ai = int(a)
    v = pow(abs(ai), int(b), abs(mi))
    if ai < 0 and int(b) & 1:
        v = -v
    return Decimal(v)


def _exp_func(x, context):
    """exp(x) for finite nonzero x, rounded to context."""
    prec = context.prec
    adj = x.adjusted()
    # exp(x) lies in (10**((x - 1) / ln 10), 10**((x + 1) / ln 10)).
    approx = float(x) * 0.4342944819032518 if adj <= 20 else (
        -1e30 if x._sign else 1e30)
    if approx > context.Emax + 2:
        context._signal([Overflow, Inexact, Rounded])
        return _dec(0, 0, 'F')
    if approx < context.Emin - prec - 2:
        context._signal([Underflow, Inexact, Rounded, Subnormal, Clamped])
        return _dec(0, 0, context.Emin - prec + 1)
    # exp(x) = 10**n * exp(r) with r = x - n * ln 10 in [0, ln 10).
    n = int(approx // 1)
    nd = _ndigits(abs(n))
    p = prec + 12
    pw = p + nd + 2
    scale = 10 ** pw
    if x._exp >= 0:
        v = x._int * 10 ** x._exp * scale
    elif -x._exp <= pw:
        v = x._int * 10 ** (pw + x._exp)
    elif adj < -pw - 2:
        v = 1
    else:
        v = x._int // 10 ** (-x._exp - pw)
    if x._sign:
        v = -v
    r = v - n * _ln10_fixed(pw)
    # Back to p fractional digits.
    r = r // 10 ** (nd + 2)
    scale = 10 ** p
    # Range reduction: exp(r) = exp(r / 2**k) ** (2**k).
    k = 0
    while abs(r) > scale // 8:
        r //= 2
        k += 1
    total = scale
    term = scale
    i = 1
    while term:
        term = term * r // (scale * i)
        total += term
        i += 1
    for _ in range(k):
        total = total * total // scale
    res = _dec(0, total * 10 + 1, n - p - 1)
    ctx = context.copy()
    ctx.rounding = ROUND_HALF_EVEN
    ctx.flags = context.flags
    ctx.traps = context.traps
    object.__setattr__(ctx, '_raw', context._raw)
    return res._fix(ctx)


_LN10_CACHE = {}


def _ln_fixed(x, p):
    """ln of Decimal x (positive finite) as a fixed point int scaled 10**p."""
    # x = c * 10**e ; ln x = ln(c / 10**(nd-1)) + (e + nd - 1) * ln(10)
    scale = 10 ** p
    c = x._int
    nd = _ndigits(c)
    e10 = x._exp + nd - 1
    m = c * scale // 10 ** (nd - 1)   # mantissa in [1, 10) fixed point
    # Reduce m toward 1 by square roots: ln m = 2**k ln(m**(1/2**k)).
    k = 0
    while abs(m - scale) > scale // 100:
        m = _isqrt(m * scale)
        k += 1
    # ln m = 2 atanh((m-1)/(m+1))
    y = (m - scale) * scale // (m + scale)
    y2 = y * y // scale
    total = y
    term = y
    i = 3
    while term:
        term = term * y2 // scale
        total += term // i
        i += 2
    lnm = 2 * total * (2 ** k)
    if e10:
        lnm += e10 * _ln10_fixed(p)
    return lnm


def _ln10_fixed(p):
    v = _LN10_CACHE.get(p)
    if v is None:
        scale = 10 ** p
        # ln 10 = 3 ln 2 + ln 1.25 via atanh series.
        def atanh_inv(n):
            # atanh(1/n) fixed point
            total = 0
            term = scale // n
            n2 = n * n
            i = 1
            while term:
                total += term // i
                term //= n2
                i += 2
            return total
        ln2 = 2 * atanh_inv(3)
        ln125 = 2 * atanh_inv(9)
        v = 3 * ln2 + ln125
        _LN10_CACHE[p] = v
    return v


def _ln_func(x, context, base10):
    prec = context.prec
    p = prec + 20 + _ndigits(abs(x.adjusted()))
    v = _ln_fixed(x, p)
    if base10:
        v = v * 10 ** p // _ln10_fixed(p)
    sign = 1 if v < 0 else 0
    res = _dec(sign, abs(v) * 10 + 1, -p - 1)
    ctx = context.copy()
    ctx.rounding = ROUND_HALF_EVEN
    ctx.flags = context.flags
    ctx.traps = context.traps
    object.__setattr__(ctx, '_raw', context._raw)
    return res._fix(ctx)


# ---------------------------------------------------------------------------
# Formatting

def _parse_spec(spec):
    i = 0
    n = len(spec)
    fill, align = ' ', None
    if n >= 2 and spec[1] in '<>=^':
        fill, align = spec[0], spec[1]
        i = 2
    elif n >= 1 and spec[0] in '<>=^':
        align = spec[0]
        i = 1
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    zcoerce = False
    if i < n and spec[i] == 'z':
        zcoerce = True
        i += 1
    alt = False
    zpad = False
    if i < n and spec[i] == '0':
        zpad = True
        if align is None:
            fill, align = '0', '='
        i += 1
    w = ''
    while i < n and spec[i].isdigit():
        w += spec[i]
        i += 1
    grouping = ''
    if i < n and spec[i] == ',':
        grouping = spec[i]
        i += 1
    precision = None
    if i < n and spec[i] == '.':
        i += 1
        ps = ''
        while i < n and spec[i].isdigit():
            ps += spec[i]
            i += 1
        if not ps:
            raise ValueError("invalid format string")
        precision = int(ps)
    typ = None
    if i < n:
        typ = spec[i]
        i += 1
    if i != n or (typ is not None and typ not in 'eEfFgGn%'):
        raise ValueError("invalid format string")
    return fill, align, sign, zcoerce, alt, int(w) if w else 0, grouping, \
        precision, typ, zpad


def _format(d, spec):
    fill, align, signopt, zco, alt, width, grouping, precision, typ, zpad = \
        _parse_spec(spec)
    if align is None:
        align = '>'
    context = getcontext()
    rounding = context.rounding
    neg = d._sign == 1
    if d._exp in ('n', 'N', 'F'):
        body = str(d.copy_abs())
        if typ in ('%',):
            body += '%'
        if zpad and fill == '0' and align == '=':
            fill, align = ' ', '>'
        return _pad(neg, body, signopt, fill, align, width)
    if typ is None:
        typ = 'g' if precision is not None else None
        is_default = True
    else:
        is_default = False
    if typ == 'n':
        typ = 'g'
    x = d
    if typ == '%':
        x = _dec(x._sign, x._int, x._exp + 2)
    if precision is not None:
        if typ in 'fF%':
            if x._exp < -precision or True:
                x = _round_to_exp(x, -precision, rounding)
        elif typ in 'eE':
            x = _round_digits(x, precision + 1, rounding)
        elif typ in 'gG':
            x = _round_digits(x, max(precision, 1), rounding)
    digits = str(x._int)
    exp = x._exp
    left = exp + len(digits)
    capital = typ in ('E', 'G') if not is_default else \
        bool(context.capitals)
    if typ in ('f', 'F', '%'):
        dot = left
    elif typ in ('e', 'E'):
        dot = 1 if x._int else 1
    else:
        if exp <= 0 and left > -6:
            dot = left
        else:
            dot = 1
    if x._int == 0 and typ in ('e', 'E'):
        digits = '0' * (precision + 1 if precision is not None else 1)
        left = exp + len(digits)
        dot = 1
    if x._int == 0 and typ in ('f', 'F', '%') and exp > 0:
        exp = 0
        left = 1
        dot = 1
    if dot <= 0:
        ip, fp = '0', '0' * (-dot) + digits
    elif dot >= len(digits):
        ip, fp = digits + '0' * (dot - len(digits)), ''
    else:
        ip, fp = digits[:dot], digits[dot:]
    if x._int == 0 and typ in ('e', 'E') and exp < 0 and precision is None:
        ip, fp = '0', '0' * (-exp) if False else ''
    if typ in ('e', 'E') and precision is not None and len(fp) < precision:
        fp += '0' * (precision - len(fp))
    if grouping:
        ip = _group(ip, grouping)
    body = ip
    if fp or alt:
        body += '.' + fp
    if dot != left or typ in ('e', 'E'):
        body += ('E' if capital else 'e') + '%+d' % (left - dot)
    if typ == '%':
        body += '%'
    if zco and x._int == 0:
        neg = False
    return _pad(neg, body, signopt, fill, align, width, grouping, fill)


def _round_to_exp(x, e, rounding):
    if x._exp >= e:
        return _dec(x._sign, x._int * 10 ** (x._exp - e), e)
    return x._rescale(e, rounding)[0]


def _round_digits(x, n, rounding):
    nd = len(str(x._int))
    if x._int == 0:
        if x._exp < 1 - n:
            return x
        return x
    if nd <= n:
        return x
    r, _ = x._rescale(x._exp + nd - n, rounding)
    if len(str(r._int)) > n:
        r = _dec(r._sign, r._int // 10, r._exp + 1)
    return r


def _group(ip, sep):
    out = []
    while len(ip) > 3:
        out.append(ip[-3:])
        ip = ip[:-3]
    out.append(ip)
    return sep.join(reversed(out))


def _pad(neg, body, signopt, fill, align, width, grouping='', zfill=' '):
    if neg:
        sign = '-'
    elif signopt == '+':
        sign = '+'
    elif signopt == ' ':
        sign = ' '
    else:
        sign = ''
    n = width - len(sign) - len(body)
    if n <= 0:
        return sign + body
    if align == '<':
        return sign + body + fill * n
    if align == '>':
        return fill * n + sign + body
    if align == '^':
        half = n // 2
        return fill * half + sign + body + fill * (n - half)
    return sign + fill * n + body


def _sub(a, b, context):
    nan = _nan_result(a, b, context)
    if nan is not None:
        return nan._fix(context)
    return _add(a, b.copy_negate(), context, b)


def _quotient(a, b, context):
    return _divmod(a, b, context, quot_only=True)[0]


def _modulo(a, b, context):
    return _divmod(a, b, context, True)[1]


def _operator(symbol, impl, reflected):
    """A Decimal arithmetic dunder computing impl(left, right, context)."""
    def method(self, other, context=None):
        _float_operand(symbol, self, other, reflected)
        other = _conv(other)
        if other is NotImplemented:
            return other
        left, right = (other, self) if reflected else (self, other)
        return impl(left, right, _ctx(context))
    return method


for _names, _symbol, _impl in (
        (('__add__', '__radd__'), '+', _add),
        (('__sub__', '__rsub__'), '-', _sub),
        (('__mul__', '__rmul__'), '*', _mul),
        (('__truediv__', '__rtruediv__'), '/', _div),
        (('__floordiv__', '__rfloordiv__'), '//', _quotient),
        (('__mod__', '__rmod__'), '%', _modulo),
        (('__divmod__', '__rdivmod__'), 'divmod()', _divmod)):
    for _reflected, _name in enumerate(_names):
        _fn = _operator(_symbol, _impl, bool(_reflected))
        _fn.__name__ = _name
        _fn.__qualname__ = 'Decimal.' + _name
        setattr(Decimal, _name, _fn)


def _ordering(name, test, ordered):
    """A rich comparison: test() is applied to the sign of the comparison."""
    def method(self, other):
        if (isinstance(other, Decimal) and type(self._exp) is int
                and type(other._exp) is int):
            return test(self._cmp(other))
        rhs = self._compare_operand(other, ordered)
        if rhs is None:
            return NotImplemented
        if rhs is False:
            return False
        if isinstance(rhs, _RatioCmp):
            return test(rhs.a._cmp(rhs.b))
        return test(self._cmp(rhs))
    method.__name__ = name
    method.__qualname__ = 'Decimal.' + name
    return method


Decimal.__eq__ = _ordering('__eq__', lambda c: c == 0, False)
Decimal.__lt__ = _ordering('__lt__', lambda c: c < 0, True)
Decimal.__le__ = _ordering('__le__', lambda c: c <= 0, True)
Decimal.__gt__ = _ordering('__gt__', lambda c: c > 0, True)
Decimal.__ge__ = _ordering('__ge__', lambda c: c >= 0, True)
del _names, _symbol, _impl, _reflected, _name, _fn


import numbers as _numbers
_numbers.Number.register(Decimal)
del _numbers
