import cmath
class Z:
    def __complex__(self):
        return 3 + 4j
class F:
    def __float__(self):
        return 2.25
class I:
    def __index__(self):
        return 9
class Bad:
    def __complex__(self):
        return 5
print(cmath.sqrt(Z()), cmath.sqrt(F()), cmath.sqrt(I()), cmath.phase(Z()), cmath.polar(F()), cmath.isclose(Z(), 3 + 4j))
cases = [
    ("log(0)", lambda: cmath.log(0)),
    ("log(0j, 2)", lambda: cmath.log(0j, 2)),
    ("log(5, 1)", lambda: cmath.log(5, 1)),
    ("log(5, 0)", lambda: cmath.log(5, 0)),
    ("atanh(1)", lambda: cmath.atanh(1)),
    ("atanh(-1)", lambda: cmath.atanh(-1)),
    ("exp(1000)", lambda: cmath.exp(1000)),
    ("exp(710+1j)", lambda: cmath.exp(710 + 1j)),
    ("exp(709.7)", lambda: cmath.exp(709.7)),
    ("cosh(1000j+1000)", lambda: cmath.cosh(1000 + 1000j)),
    ("sinh(-800)", lambda: cmath.sinh(-800)),
    ("sin(1000j)", lambda: cmath.sin(1000j)),
    ("tan(1000j)", lambda: cmath.tan(1000j)),
    ("exp(inf j)", lambda: cmath.exp(complex(0, float("inf")))),
    ("rect(1, inf)", lambda: cmath.rect(1, float("inf"))),
    ("rect(0, inf)", lambda: cmath.rect(0, float("inf"))),
    ("phase(1e10+1e-320j)", lambda: cmath.phase(complex(1e10, 1e-320))),
    ("sqrt('x')", lambda: cmath.sqrt("x")),
    ("sqrt()", lambda: cmath.sqrt()),
    ("sqrt(1, 2)", lambda: cmath.sqrt(1, 2)),
    ("sqrt(z=1)", lambda: cmath.sqrt(z=1)),
    ("log()", lambda: cmath.log()),
    ("log(1, 2, 3)", lambda: cmath.log(1, 2, 3)),
    ("rect(1)", lambda: cmath.rect(1)),
    ("rect(1j, 2)", lambda: cmath.rect(1j, 2)),
    ("sqrt(Bad())", lambda: cmath.sqrt(Bad())),
    ("sqrt(10**400)", lambda: cmath.sqrt(10 ** 400)),
    ("isclose(1, 2, rel_tol=-1)", lambda: cmath.isclose(1, 2, rel_tol=-1)),
    ("isclose(1)", lambda: cmath.isclose(1)),
    ("isclose(1, 2, 3)", lambda: cmath.isclose(1, 2, 3)),
]
for label, fn in cases:
    try:
        print(label, "->", repr(fn()))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)
