import fractions
import decimal
from decimal import Decimal as D, Context, localcontext, getcontext

c = Context(prec=6, rounding=decimal.ROUND_HALF_UP)
for name in ('add', 'subtract', 'multiply', 'divide', 'divide_int',
             'remainder', 'divmod', 'quantize', 'compare', 'max', 'min'):
    print(name, getattr(c, name)(D('7.123456789'), 3))
for name in ('abs', 'plus', 'minus', 'sqrt', 'exp', 'ln', 'log10', 'normalize',
             'to_integral_value', 'to_integral', 'to_integral_exact',
             'to_sci_string', 'to_eng_string', 'is_zero', 'is_nan',
             'is_signed', 'is_finite', 'copy_abs', 'copy_negate'):
    print(name, getattr(c, name)(D('-2.5E+3') if name not in ('sqrt', 'ln', 'log10') else 2))
print(c.power(2, 10), c.power(3, 4, 5), c.fma(2, 3, 4), c.copy_sign(1, D(-2)))
print(c.add.__name__)
try:
    c.add(1.5, 2)
except TypeError as e:
    print('TypeError', e)
print(1 + D(2), 1 - D(2), 3 * D('1.5'), 7 / D(2), 7 // D(2), 7 % D(3), divmod(7, D(3)))
print(D(2) + 1, D(2) - 1, D('1.5') * 3, D(7) / 2, D(7) // 2, D(-7) % 3, divmod(D(-7), 3))
print(D('NaN') - 1, D('Inf') - D('Inf') if False else 'skip')
for op in ('__add__', '__rsub__', '__mod__'):
    print(op, getattr(D(1), op)('x'))
print(D(1) == 1.0, D('1.5') < 1.6, D('1.5') >= 1, D(2) != 2, D('NaN') == D('NaN'))
print(D(1) < 2, D(3) <= 3, D(3) > D(2), D('0.5') == fractions.Fraction(1, 2))
with localcontext(prec=3) as ctx:
    print(ctx.prec, D(1) / D(7))
print(getcontext().prec, D(1) / D(7))
with localcontext(Context(prec=4), traps=[decimal.DivisionByZero]) as ctx:
    print(ctx.prec, ctx.traps[decimal.DivisionByZero], ctx.traps[decimal.Overflow])
try:
    localcontext(bogus=1)
except TypeError as e:
    print('TypeError', e)
decimal.setcontext(decimal.BasicContext)
print(getcontext() is decimal.BasicContext, getcontext().prec)
decimal.setcontext(decimal.DefaultContext)
try:
    D(1) < 1.5j
except TypeError as e:
    print('TypeError', e)
print(D(1) < 'a' if False else 'ok')
D('sNaN') < 1
