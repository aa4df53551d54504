import decimal
from decimal import Decimal, getcontext, localcontext, Context

ctx = getcontext()
print(ctx.prec, ctx.rounding, ctx.Emin, ctx.Emax, ctx.capitals, ctx.clamp)
print(Decimal(1) / 7)
ctx.prec = 6
print(Decimal(1) / 7, Decimal(2).sqrt(), Decimal('123456789') + 0, +Decimal('3.14159265'), Decimal('3.14159265'))
ctx.rounding = decimal.ROUND_DOWN
print(Decimal(2) / 3, Decimal(-2) / 3, Decimal('999999.9') * 1)
ctx.rounding = decimal.ROUND_CEILING
print(Decimal(2) / 3, Decimal(-2) / 3)
ctx.prec = 28
ctx.rounding = decimal.ROUND_HALF_EVEN
with localcontext() as lc:
    lc.prec = 3
    print(Decimal(1) / 3, Decimal('2.675') + 0, Decimal(10) ** 5 * 1, Decimal('12345') * 1)
    with localcontext() as inner:
        inner.prec = 50
        print(Decimal(1) / 3)
    print(Decimal(2) / 3)
print(Decimal(1) / 3)
with localcontext(prec=5, rounding=decimal.ROUND_UP) as lc:
    print(Decimal(1) / 3, lc.prec, lc.rounding)
print(getcontext().prec)
c = Context(prec=4, rounding=decimal.ROUND_HALF_UP)
print(c.divide(Decimal(1), Decimal(8)), c.add(Decimal('1.2345'), 0), c.create_decimal('3.14159'), c.multiply(2, Decimal('3.333')))
print(c.power(Decimal(2), 20), c.sqrt(Decimal(10)), c.quantize(Decimal('1.2345'), Decimal('0.01')), c.subtract(10, Decimal('0.00001')))
print(c.plus(Decimal('5.55555')), c.minus(Decimal('5.55555')), c.abs(Decimal('-1.23456')), c.to_sci_string(Decimal('1E+5')))
print(Decimal('3.14159').__add__(Decimal(0), context=c) if False else c.create_decimal(Decimal('2.71828')))
ctx2 = c.copy()
ctx2.prec = 2
print(c.prec, ctx2.prec, c.Etiny(), c.Etop())
old = getcontext()
decimal.setcontext(Context(prec=2))
print(Decimal(100) / 3, Decimal('1.55') * 1)
decimal.setcontext(old)
print(Decimal(100) / 3)
print(decimal.DefaultContext.prec, decimal.BasicContext.prec, decimal.ExtendedContext.prec, decimal.MAX_PREC)
try:
    getcontext().prec = 0
except ValueError as e:
    print('ValueError', e)
try:
    getcontext().rounding = 'nearest'
except TypeError as e:
    print('TypeError', str(e).splitlines()[0])
