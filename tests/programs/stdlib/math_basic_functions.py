import math
vals = [0.0, 0.5, 1.0, 2.0, 3.7, 10.0, 100.5, 1e-10]
for x in vals:
    print(x, math.sqrt(x), math.exp(x), math.expm1(x), math.log1p(x), math.cbrt(x), math.exp2(x))
for x in [0.1, 0.5, 1.0, 2.5, -0.7, -3.2]:
    print(x, math.sin(x), math.cos(x), math.tan(x), math.atan(x), math.sinh(x), math.cosh(x), math.tanh(x))
for x in [-1.0, -0.5, 0.0, 0.3, 1.0]:
    print(x, math.asin(x), math.acos(x), math.asinh(x))
for x in [1.0, 1.5, 2.0, 10.0, 1e6]:
    print(x, math.acosh(x), math.log(x), math.log2(x), math.log10(x))
for x in [-0.9, -0.2, 0.0, 0.4, 0.99]:
    print(x, math.atanh(x), math.erf(x), math.erfc(x))
print(math.atan2(1, 1), math.atan2(-1, -1), math.atan2(0.0, -0.0), math.atan2(math.inf, math.inf))
print(math.hypot(3, 4), math.hypot(1, 2, 3, 4), math.hypot(), math.hypot(-5), math.hypot(1e200, 1e200))
print(math.dist((1, 2), (4, 6)), math.dist([0, 0, 0], [1, 1, 1]), math.dist([], []))
print(math.degrees(math.pi), math.radians(180), math.degrees(1), math.radians(45))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.pow(2, 10), math.pow(2.5, -2), math.pow(-8, 1/3) if False else math.pow(-2, 3), math.pow(0, 0), math.pow(math.nan, 0))
print(math.fabs(-3), math.fabs(2.5), math.copysign(3, -0.0), math.copysign(-2, 1))
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7.5, -2), math.remainder(7, 3), math.remainder(5, 2), math.remainder(-7.5, 2))
print(math.log(8, 2), math.log(1000, 10), math.log(2**1000), math.log10(10**50), math.log2(2**2000))
print(math.gamma(0.5), math.gamma(5), math.gamma(-1.5), math.gamma(171.5) if False else math.gamma(30.3))
print(math.lgamma(0.5), math.lgamma(100), math.lgamma(-2.5), math.lgamma(1e10))
