import decimal
from decimal import Decimal

modes = [decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR,
         decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP]
values = ['5.5', '2.5', '1.6', '1.1', '1.0', '-1.0', '-1.1', '-1.6', '-2.5', '-5.5', '0.5', '-0.5', '5.01', '-0.01']
print('value'.ljust(8) + ''.join(m[6:].rjust(11) for m in modes))
for v in values:
    d = Decimal(v)
    print(v.ljust(8) + ''.join(str(d.quantize(Decimal('1'), rounding=m)).rjust(11) for m in modes))
print()
for v in ['1.005', '1.015', '1.025', '2.675', '-2.675', '0.125', '0.135', '9.995']:
    d = Decimal(v)
    row = [str(d.quantize(Decimal('0.01'), rounding=m)) for m in modes]
    print(v, row)
for v in ['123.456', '-987.654', '0.0049', '999.99']:
    d = Decimal(v)
    print(v, [str(d.quantize(Decimal('1E1'), rounding=m)) for m in modes])
print(Decimal('1.25').quantize(Decimal('0.1')), Decimal('1.35').quantize(Decimal('0.1')))
print(Decimal('7').quantize(Decimal('0.001')), Decimal('-0').quantize(Decimal('0.01')))
for m in modes:
    print(m, Decimal('2.5').to_integral_value(rounding=m), Decimal('-3.5').to_integral_value(rounding=m),
          Decimal('2.5').to_integral_exact(rounding=m))
