import math
print(math.copysign(3, -0.0), math.copysign(-2.5, 1), math.copysign(0.0, -1), math.copysign(math.inf, -2))
print(math.fabs(-3), math.fabs(-0.0), math.fabs(-math.inf))
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, -3), math.fmod(-7.5, 2), math.fmod(5, math.inf))
print(-7 % 3, math.remainder(7, 3), math.remainder(-7, 3), math.remainder(5, 2), math.remainder(7, 2), math.remainder(3, math.inf))
for a, b in [(1, 0), (math.inf, 2)]:
    for fn in (math.fmod, math.remainder):
        try:
            print(fn(a, b))
        except ValueError as e:
            print(fn.__name__, a, b, e)
print(math.frexp(8.0), math.frexp(0.1), math.frexp(0.0), math.frexp(-1e-310), math.frexp(math.inf))
print(math.ldexp(0.5, 4), math.ldexp(1, -1074), math.ldexp(1, -1075), math.ldexp(-3, 2))
try:
    math.ldexp(1.0, 2000)
except OverflowError as e:
    print("ldexp:", e)
print(math.modf(3.75), math.modf(-3.75), math.modf(math.inf), math.modf(-0.0))
print(math.trunc(-0.5), math.floor(-0.5), math.ceil(-0.5), math.ceil(-0.0))
for v in [math.inf, -math.inf, math.nan]:
    for fn in (math.floor, math.ceil, math.trunc):
        try:
            fn(v)
        except (ValueError, OverflowError) as e:
            print(fn.__name__, v, type(e).__name__, e)
print(math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.nextafter(0.0, -1.0), math.nextafter(2.0, 2.0))
print(math.ulp(1.0), math.ulp(2.0 ** 52), math.ulp(0.0), math.ulp(-5.0), math.ulp(math.inf), math.ulp(1e308))
print(math.hypot(3, 4), math.hypot(), math.hypot(-5), math.hypot(1, 2, 2), math.hypot(1e200, 1e200), math.hypot(math.inf, math.nan))
print(math.dist((0, 0), (3, 4)), math.dist([1, 1, 1], [2, 2, 2]), math.dist((1.5,), (-1.5,)))
try:
    math.dist((1, 2), (1,))
except ValueError as e:
    print("dist:", e)
print(math.sqrt(2), math.sqrt(0.0), math.sqrt(-0.0), math.sqrt(10 ** 300), math.cbrt(27), math.cbrt(-8), math.cbrt(2))
try:
    math.sqrt(-1)
except ValueError as e:
    print("sqrt:", e)
print(math.pow(2, 10), math.pow(2, -1), math.pow(0.0, 0.0), math.pow(-8, 1 / 3) if False else math.pow(-2, 3), math.pow(1, math.nan), math.pow(math.nan, 0))
for a, b in [(0.0, -1), (-8, 1 / 3), (10.0, 400)]:
    try:
        print(math.pow(a, b))
    except (ValueError, OverflowError) as e:
        print("pow", a, b, type(e).__name__, e)
