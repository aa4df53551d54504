from decimal import Decimal

d = Decimal('1.5')
print(d == 1.5, d < 2.0, Decimal(0.5) + d, d * 2)
for op in ['+', '-', '*', '/', '//', '%', '**']:
    try:
        eval('d ' + op + ' 2.0')
    except TypeError as e:
        print(e)
    try:
        eval('2.0 ' + op + ' d')
    except TypeError as e:
        print(e)
try:
    d + '1'
except TypeError as e:
    print(e)
try:
    Decimal([1, 2])
except ValueError as e:
    print(e)
try:
    Decimal(object())
except TypeError as e:
    print(e)
try:
    Decimal((2, (1,), 0))
except ValueError as e:
    print(e)
print(d + 1.0)
