import cmath
zs = [0j, 1 + 0j, -1 + 0j, 1j, -1j, 0.5 + 0.5j, -2.5 + 3j, 3 - 4j, 1e-10 + 1e-10j, 20 + 0.5j, -0.3 - 0.7j, 1.7 + 0.71j, 1e5 - 2e5j]
names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh"]
for name in names:
    f = getattr(cmath, name)
    row = []
    for z in zs:
        try:
            row.append(repr(f(z)))
        except (ValueError, OverflowError) as e:
            row.append("%s(%s)" % (type(e).__name__, e))
    print(name, " ".join(row))
print(cmath.sqrt(-4), cmath.sqrt(4), cmath.sqrt(2j), cmath.sqrt(-1), cmath.exp(1j * cmath.pi), cmath.log(-1))
print(cmath.log(8, 2), cmath.log(1j, 1j), cmath.log(100, 10), cmath.log(-8, -2), cmath.log(3 + 4j, 2 - 1j))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
print(cmath.sqrt(4.0), cmath.exp(0), cmath.cos(True), cmath.log(10 ** 30), cmath.sin(2 ** 0.5))
