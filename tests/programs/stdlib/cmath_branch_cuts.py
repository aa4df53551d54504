import cmath
# Functions are continuous from one side of each branch cut; the sign of a
# zero imaginary (or real) part selects the side.
cuts = {
    "sqrt": [-4 + 0j, complex(-4, -0.0), complex(-0.0, 0.0), complex(-0.0, -0.0)],
    "log": [complex(-2, 0.0), complex(-2, -0.0), complex(-0.0, 0.0), complex(-1e-300, -0.0)],
    "asin": [complex(2, 0.0), complex(2, -0.0), complex(-2, 0.0), complex(-2, -0.0)],
    "acos": [complex(2, 0.0), complex(2, -0.0), complex(-2, 0.0), complex(-2, -0.0), complex(1.0000001, 0.0)],
    "atan": [complex(0.0, 2), complex(-0.0, 2), complex(0.0, -2), complex(-0.0, -2)],
    "asinh": [complex(0.0, 2), complex(-0.0, 2), complex(0.0, -2), complex(-0.0, -2)],
    "acosh": [complex(0.5, 0.0), complex(0.5, -0.0), complex(-3, 0.0), complex(-3, -0.0)],
    "atanh": [complex(2, 0.0), complex(2, -0.0), complex(-2, 0.0), complex(-2, -0.0), complex(0.9999999, 1e-300)],
}
for name, zs in cuts.items():
    f = getattr(cmath, name)
    for z in zs:
        try:
            print(name, repr(z), repr(f(z)))
        except ValueError as e:
            print(name, repr(z), "ValueError:", e)
for z in [complex(0.0, 0.0), complex(-0.0, 0.0), complex(0.0, -0.0), complex(-0.0, -0.0)]:
    print("zeros", repr(z), [repr(getattr(cmath, n)(z)) for n in ("sqrt", "exp", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh")])
    try:
        cmath.log(z)
    except ValueError as e:
        print("log", repr(z), "ValueError:", e)
for z in [complex(-1, 0.0), complex(-1, -0.0), complex(-0.0, 1), complex(0.0, -1), -3.5, complex(1e-320, -0.0)]:
    print("phase", repr(z), repr(cmath.phase(z)), repr(cmath.polar(z)))
print(repr(cmath.atanh(1e-8 + 1e-8j)), repr(cmath.asinh(1e-300j)), repr(cmath.log(1 + 1e-15j)), repr(cmath.log(complex(0.8, 0.6))))
print(repr(cmath.sqrt(complex(1e-320, 1e-320))), repr(cmath.sqrt(complex(1e308, 1e308))), repr(cmath.log(complex(1e-320, 0))), repr(cmath.log(complex(1e308, -1e308))))
print(repr(cmath.acos(1e200 + 1e200j)), repr(cmath.asinh(-1e300 + 1e-5j)), repr(cmath.atanh(1e200 - 1e200j)), repr(cmath.acosh(-1e300 - 1j)))
