# 3-arg pow error messages, then an uncaught ValueError
print(pow(3, 4, 5))
try:
    pow(3, 4, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    pow(0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(pow(4, -1, 7))
print(pow(6, -1, 9))
