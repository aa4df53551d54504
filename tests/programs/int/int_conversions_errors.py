# conversion corner cases
print(int(1e10), int(-0.5), int(2.5), int(1e20))
print(int("0"), int("-0"), int("000123"))
print(int(" 12 "), int("\t7\n"))
print(float(10 ** 20), float(-3))
print(str(10 ** 50)[::10])
for bad in [float("inf"), float("nan")]:
    try:
        int(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    int([1])
except TypeError as e:
    print(e)
try:
    int(None)
except TypeError as e:
    print(e)
try:
    int("3", 40)
except ValueError as e:
    print(e)
try:
    int(5, 10)
except TypeError as e:
    print(e)
print(int("  -  5".replace(" ", "")))
