from decimal import Decimal
import math

for v in ['0.5', '1.5', '2.5', '-0.5', '-1.5', '3.49999', '1e3', '-7.000', '123456789.5']:
    d = Decimal(v)
    print(v, round(d), type(round(d)).__name__, int(d), math.floor(d), math.ceil(d), math.trunc(d))
for v, n in [('2.675', 2), ('2.665', 2), ('1234.5678', -2), ('1234.5678', 0), ('0.125', 2), ('-0.125', 2), ('5', 3), ('1E+5', -3)]:
    r = round(Decimal(v), n)
    print(v, n, repr(r))
print(float(Decimal('0.1')), float(Decimal('-1.5e300')), float(Decimal('1e-400')), float(Decimal('nan')), float(Decimal('-inf')))
print(int(Decimal('1e25')), int(Decimal('-123.999')), int(Decimal('0.999')))
print(Decimal('3.75').as_integer_ratio(), Decimal('-0.125').as_integer_ratio(), Decimal('100').as_integer_ratio())
print(bool(Decimal('0')), bool(Decimal('-0.00')), bool(Decimal('0.001')), bool(Decimal('NaN')), bool(Decimal('-inf')))
print(complex(Decimal('2.5')), Decimal('2.5').real, Decimal('2.5').imag, Decimal('2.5').conjugate())
print(round(Decimal('NaN'), 2))
for bad in ['NaN', 'Infinity']:
    try:
        round(Decimal(bad))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
    try:
        int(Decimal(bad))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(round(Decimal('-Infinity')))
