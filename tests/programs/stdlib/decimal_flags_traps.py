import decimal
from decimal import Decimal, getcontext, localcontext, Context

print(repr(getcontext()))
ctx = getcontext()
ctx.clear_flags()
Decimal(1) / 3
print(ctx.flags[decimal.Inexact], ctx.flags[decimal.Rounded], ctx.flags[decimal.DivisionByZero])
print(repr(ctx))
ctx.clear_flags()
Decimal('1.5') + Decimal('2.5')
print([k.__name__ for k, v in ctx.flags.items() if v])
ctx.traps[decimal.DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-5) / 0, ctx.flags[decimal.DivisionByZero])
ctx.traps[decimal.DivisionByZero] = True
ctx.traps[decimal.InvalidOperation] = False
print(Decimal(0) / 0, Decimal('inf') - Decimal('inf'), Decimal(-1).sqrt(), Decimal('abc'), Decimal(1) % 0)
ctx.traps[decimal.InvalidOperation] = True
with localcontext() as lc:
    lc.traps[decimal.Inexact] = True
    print(Decimal(1) / 4)
    try:
        Decimal(1) / 3
    except decimal.Inexact as e:
        print('Inexact', e)
ext = Context(prec=9, traps=[])
print(ext.divide(Decimal(1), Decimal(0)), ext.divide(Decimal(0), Decimal(0)), repr(ext))
print(repr(decimal.BasicContext))
print(repr(decimal.ExtendedContext))
c = Context(prec=3, Emax=5, Emin=-5, traps=[])
print(c.multiply(Decimal(999), Decimal(1000)), c.multiply(Decimal('1e-5'), Decimal('1e-3')), sorted(k.__name__ for k, v in c.flags.items() if v))
big = Context(prec=3, Emax=5, Emin=-5)
try:
    big.multiply(Decimal(999), Decimal(1000))
except decimal.Overflow as e:
    print('Overflow', e, isinstance(e, decimal.Inexact), isinstance(e, ArithmeticError))
print(issubclass(decimal.DivisionByZero, ZeroDivisionError), issubclass(decimal.FloatOperation, TypeError),
      issubclass(decimal.DivisionUndefined, ZeroDivisionError), issubclass(decimal.ConversionSyntax, decimal.InvalidOperation))
print(decimal.InvalidOperation.__mro__)
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e.args)
try:
    Decimal('1.2.3')
except decimal.InvalidOperation as e:
    print(type(e).__name__, e)
try:
    Decimal(5) // 0
except decimal.DecimalException as e:
    print(type(e).__name__, e)
Decimal(7) % 0
