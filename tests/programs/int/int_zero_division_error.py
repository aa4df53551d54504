# ends with an uncaught ZeroDivisionError
values = [10, 5, 2, 1]
for v in values:
    print(100 // v, 100 % v)
try:
    print(1 % 0)
except ZeroDivisionError as e:
    print("caught:", e)
try:
    divmod(5, 0)
except ZeroDivisionError as e:
    print("caught:", e)
values.append(0)
for v in values:
    print(100 // v)
