import decimal
import copy
from decimal import Decimal

class Money(Decimal):
    def __repr__(self):
        return 'Money(%s)' % str(self)

m = Money('12.50')
print(repr(m), isinstance(m, Decimal), type(m).__name__, m + 1, type(m + 1).__name__)
print(Money.from_float(0.25), type(Money.from_float(0.25)).__name__)
print(type(Decimal(1)), Decimal, decimal.Decimal.__name__, decimal.Inexact, decimal.ROUND_HALF_UP, decimal.ROUND_05UP)
print(copy.copy(Decimal('1.1')), copy.deepcopy([Decimal('2.2')]))
print(Decimal('3.3').__reduce__())
print(list(map(Decimal, ['1', '2.5'])), [Decimal(i) / 4 for i in range(4)])
print(Decimal('1.5').radix(), Decimal('1.5').canonical(), Decimal('1.5').is_canonical())
print(isinstance(Decimal(1), object), hasattr(Decimal, 'quantize'), callable(decimal.getcontext))
print(decimal.DecimalTuple(0, (1, 2), -1), Decimal(decimal.DecimalTuple(1, (5,), 0)))
print(decimal.localcontext().__class__.__name__ != '', sorted(x for x in ['ROUND_UP', 'ROUND_DOWN'] if hasattr(decimal, x)))
x = Decimal('1.1')
x += 2
x *= 3
x -= Decimal('0.3')
x /= 2
print(x)
print(-Decimal('0'), +Decimal('-0'), abs(Decimal('-0')), Decimal('-0.0') * 1)
Decimal('0.1').quantize(Decimal('1e-30'))
