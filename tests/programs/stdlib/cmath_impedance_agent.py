import cmath, math
# AC circuit: series RLC impedance at several frequencies.
R, L, C = 50.0, 0.1, 1e-5
for f in [10, 50, 159.15494309189535, 500, 5000]:
    w = 2 * math.pi * f
    Z = complex(R, w * L - 1 / (w * C))
    mag, ph = cmath.polar(Z)
    print(f, repr(Z), round(mag, 6), round(math.degrees(ph), 6))
V = cmath.rect(230, 0)
Z = complex(R, 30)
I = V / Z
print(repr(I), repr(abs(I)), repr(cmath.phase(I)), repr((V * I.conjugate()).real))
# roots of z**n = w
def nth_roots(w, n):
    r, phi = cmath.polar(w)
    return [cmath.rect(r ** (1 / n), (phi + 2 * math.pi * k) / n) for k in range(n)]
for z in nth_roots(-8, 3):
    print(repr(z), repr(z ** 3))
print([repr(z) for z in nth_roots(1j, 4)])
# Mandelbrot membership on a tiny grid
def escapes(c, limit=50):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return i
    return -1
for y in (1.0, 0.5, 0.0, -0.5):
    print("".join("#" if escapes(complex(x / 4, y)) < 0 else "." for x in range(-8, 3)))
print(cmath.exp(1j * math.pi / 3), cmath.log10(1000j), cmath.sqrt(-2 + 0j) * cmath.sqrt(-2 + 0j), cmath.isclose(cmath.exp(2j * math.pi), 1, abs_tol=1e-15))
