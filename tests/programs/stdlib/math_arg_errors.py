import math
cases = [
    ("sqrt()", lambda: math.sqrt()),
    ("sqrt(1, 2)", lambda: math.sqrt(1, 2)),
    ("sqrt(x=1)", lambda: math.sqrt(x=1)),
    ("sqrt('4')", lambda: math.sqrt('4')),
    ("floor(None)", lambda: math.floor(None)),
    ("trunc('a')", lambda: math.trunc('a')),
    ("fmod(1)", lambda: math.fmod(1)),
    ("pow(1, 2, 3)", lambda: math.pow(1, 2, 3)),
    ("log()", lambda: math.log()),
    ("log(1, 2, 3)", lambda: math.log(1, 2, 3)),
    ("log('e')", lambda: math.log('e')),
    ("gcd(1.5)", lambda: math.gcd(1.5)),
    ("lcm(2, '4')", lambda: math.lcm(2, '4')),
    ("factorial(2.0)", lambda: math.factorial(2.0)),
    ("factorial(10**20)", lambda: math.factorial(10**20)),
    ("comb(5)", lambda: math.comb(5)),
    ("comb(-1, 2)", lambda: math.comb(-1, 2)),
    ("comb(5, -2)", lambda: math.comb(5, -2)),
    ("perm(4, 1.0)", lambda: math.perm(4, 1.0)),
    ("perm(-3)", lambda: math.perm(-3)),
    ("isqrt(-4)", lambda: math.isqrt(-4)),
    ("isqrt(4.0)", lambda: math.isqrt(4.0)),
    ("ldexp(1.0, 2.0)", lambda: math.ldexp(1.0, 2.0)),
    ("isclose(1, 2, 3)", lambda: math.isclose(1, 2, 3)),
    ("isclose(1)", lambda: math.isclose(1)),
    ("isclose(1, 2, abs_tol=-1)", lambda: math.isclose(1, 2, abs_tol=-1)),
    ("prod()", lambda: math.prod()),
    ("prod(5)", lambda: math.prod(5)),
    ("dist([1], [1, 2])", lambda: math.dist([1], [1, 2])),
    ("hypot(x=3)", lambda: math.hypot(x=3)),
    ("hypot(3, 'a')", lambda: math.hypot(3, 'a')),
    ("fsum(['x'])", lambda: math.fsum(['x'])),
    ("fsum([inf, -inf])", lambda: math.fsum([math.inf, -math.inf])),
    ("floor(inf)", lambda: math.floor(math.inf)),
    ("ceil(nan)", lambda: math.ceil(math.nan)),
    ("nextafter(1)", lambda: math.nextafter(1)),
    ("math.foo", lambda: math.foo),
]
for name, f in cases:
    try:
        print(name, "->", repr(f()))
    except Exception as e:
        print(name, "!!", type(e).__name__, e)
print(math.sqrt(-2))
