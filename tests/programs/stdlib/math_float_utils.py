import math
for x in [0.0, -0.0, 1.0, 0.1, 3.5, -100.25, 1e300, 5e-324, math.inf, math.nan]:
    print(repr(x), math.frexp(x), math.modf(x), math.isfinite(x), math.isinf(x), math.isnan(x))
print(math.ldexp(0.5, 3), math.ldexp(1.0, -1074), math.ldexp(1.0, -1080), math.ldexp(3, 100), math.ldexp(-2.0, 10**10 * 0 + 5))
print(math.ldexp(1.0, -10**30), math.ldexp(0.0, 10**30), math.ldexp(math.inf, -5))
print(math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.nextafter(0.0, 1.0), math.nextafter(0.0, -1.0), math.nextafter(5.0, 5.0))
print(math.ulp(1.0), math.ulp(0.0), math.ulp(-1e10), math.ulp(1e308), math.ulp(math.inf), math.ulp(1.7976931348623157e308))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.2), math.isclose(0.0, 1e-12), math.isclose(0.0, 1e-12, abs_tol=1e-11))
print(math.isclose(math.inf, math.inf), math.isclose(math.inf, -math.inf), math.isclose(math.nan, math.nan), math.isclose(a=1, b=1))
print(math.copysign(1.0, math.nan) in (1.0, -1.0), math.copysign(math.inf, -1))
print(math.remainder(math.inf, 1) if False else math.remainder(3, math.inf), math.fmod(3, math.inf), math.fmod(-0.0, 1))
print(math.pow(math.inf, -1), math.pow(-math.inf, 3), math.pow(0.5, math.inf), math.pow(2, -math.inf), math.pow(1, math.nan), math.pow(-1, math.inf))
print(math.exp(-1000), math.exp(709), math.expm1(-50), math.log1p(-0.5), math.log1p(1e-20))
print(math.sqrt(1e-320), math.sqrt(2**1023 * 1.5), math.hypot(1e-320, 1e-320), math.hypot(math.nan, math.inf))
print(math.erf(math.inf), math.erfc(-math.inf), math.erfc(30), math.erf(1e-300), math.gamma(1e-30), math.lgamma(math.inf))
for f, args in [(math.sqrt, (-1,)), (math.log, (0,)), (math.log, (-1, 2)), (math.exp, (1000,)), (math.acos, (1.5,)),
                (math.pow, (0, -1)), (math.pow, (-2, 0.5)), (math.pow, (10, 400)), (math.gamma, (0,)), (math.gamma, (-2,)),
                (math.gamma, (180,)), (math.lgamma, (-1,)), (math.fmod, (1, 0)), (math.remainder, (math.inf, 2)),
                (math.atanh, (1,)), (math.log10, (0,)), (math.cosh, (800,)), (math.ldexp, (1.0, 5000)), (math.fsum, ([1e308, 1e308],))]:
    try:
        print(f.__name__, f(*args))
    except (ValueError, OverflowError) as e:
        print(f.__name__, type(e).__name__, e)
print(math.log(10, 1))
