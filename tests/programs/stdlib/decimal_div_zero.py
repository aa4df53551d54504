from decimal import Decimal

total = Decimal('100.00')
for n in [4, 3, 2, 1, 0]:
    print(n, total / n)
