import math
xs = [0.0, -0.0, 0.5, 1.0, 2.0, 10.0, -3.0, 20.0]
for x in xs:
    print(x, repr(math.sinh(x)), repr(math.cosh(x)), repr(math.tanh(x)), repr(math.asinh(x)))
for x in [1.0, 1.5, 2.0, 10.0, 1e10]:
    print("acosh", x, repr(math.acosh(x)))
for x in [0.0, 0.5, -0.5, 0.99]:
    print("atanh", x, repr(math.atanh(x)))
for fn, arg in [(math.acosh, 0.5), (math.atanh, 1.0), (math.atanh, -2), (math.cosh, 1000), (math.sinh, -1000.0), (math.exp, 710)]:
    try:
        print(fn(arg))
    except (ValueError, OverflowError) as e:
        print(fn.__name__, arg, type(e).__name__, e)
print(math.log(8, 2), math.log(100, 10), math.log(1), math.log(math.e), math.log(2 ** 1000))
print(math.log2(1024), math.log2(3), math.log10(1000), math.log10(2 ** 200), math.log1p(1e-20))
print(math.log(10 ** 400), math.log10(10 ** 400), math.log2(2 ** 5000))
for bad in [0, -1, 0.0, -math.inf]:
    try:
        math.log(bad)
    except ValueError as e:
        print("log", bad, e)
try:
    math.log(10, 1)
except ZeroDivisionError as e:
    print("base 1:", type(e).__name__, e)
try:
    math.log(10, 0)
except ValueError as e:
    print("base 0:", e)
print(math.exp(1), math.exp(-745.2), math.exp(-math.inf), math.expm1(1e-10), math.exp2(10), math.exp2(-1074))
print(math.log(math.inf), math.log1p(-0.5), math.log(3, 9.0))
