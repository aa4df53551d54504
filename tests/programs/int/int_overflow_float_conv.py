# ints too large for floats: ends with OverflowError
small = 10 ** 300
print(float(small))
print(small / 10 ** 290)
print(2 ** 1023 / 2 ** 1022)
try:
    float(10 ** 400)
except OverflowError as e:
    print("caught:", e)
try:
    print(10 ** 400 / 3)
except OverflowError as e:
    print("caught:", e)
print(10 ** 400 // 3 > 0)
x = 10 ** 309
print(x * 1.0)
