from decimal import Decimal, InvalidOperation

try:
    Decimal(0) / 0
except ZeroDivisionError:
    print('not reached: DivisionUndefined is raised as InvalidOperation')
except InvalidOperation as e:
    print('caught', e)
print(Decimal(-1).sqrt())
