import cmath
inf, nan = float("inf"), float("nan")
parts = [-inf, -2.0, -0.0, 0.0, 2.0, inf, nan]
for name in ["sqrt", "exp", "log", "cosh", "sinh", "tanh", "acos", "acosh", "asinh", "atanh", "cos", "sin", "tan", "asin", "atan", "log10"]:
    f = getattr(cmath, name)
    row = []
    for a in parts:
        for b in parts:
            if a == a and b == b and abs(a) != inf and abs(b) != inf:
                continue
            try:
                row.append(repr(f(complex(a, b))))
            except (ValueError, OverflowError) as e:
                row.append(type(e).__name__[0])
    print(name, " ".join(row))
for r in parts:
    row = []
    for phi in parts:
        try:
            row.append(repr(cmath.rect(r, phi)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__[0])
    print("rect", r, " ".join(row))
print([cmath.isinf(complex(a, b)) for a in parts for b in (0.0, inf, nan)])
print([cmath.isnan(complex(a, b)) for a in parts for b in (0.0, inf, nan)])
print([cmath.isfinite(complex(a, b)) for a in parts for b in (0.0, inf, nan)])
print(repr(cmath.polar(complex(inf, nan))), repr(cmath.polar(complex(nan, -inf))), repr(cmath.polar(complex(nan, 1))), repr(cmath.phase(complex(-inf, inf))))
