from decimal import Decimal

for s in ['1.5', ' 2 ', '1e3', '1_0']:
    print(repr(Decimal(s)))
print(Decimal('12abc'))
