from decimal import Decimal, localcontext
import decimal

print(Decimal(2) ** 64, Decimal('1.5') ** 10, Decimal('1.0001') ** 10000, Decimal(10) ** -3, Decimal(-3) ** -3)
print(Decimal(0) ** 5, Decimal(0) ** -1 if False else 'skip', Decimal(5) ** 0, Decimal('-0') ** 3)
print(pow(Decimal(3), 4, 5), pow(Decimal(-7), 3, 10))
with localcontext() as c:
    c.traps[decimal.Overflow] = False
    print(Decimal('9e999999') * 10, -Decimal('9e999999') * 10, Decimal(10) ** 1000000)
with localcontext(Emax=10, Emin=-10) as c:
    c.traps[decimal.Overflow] = False
    print(Decimal('1e10') * 100, Decimal('1e-10') / Decimal('1e5'), sorted(k.__name__ for k, v in c.flags.items() if v))
print(Decimal(10) ** 999999)
print(Decimal(10) ** 1000000)
