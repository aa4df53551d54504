import cmath, math
# Signal processing style usage: phasors, roots of unity, a tiny DFT.
for z in [1 + 1j, -1 + 0j, complex(-1, -0.0), 3 - 4j, -2j, 0j, complex(1e-300, 1e-300), 1e300 + 1e300j]:
    r, phi = cmath.polar(z)
    print(repr(z), repr(r), repr(phi), repr(cmath.rect(r, phi)), cmath.isclose(cmath.rect(r, phi), z))
roots = [cmath.rect(1, 2 * math.pi * k / 6) for k in range(6)]
print([repr(w) for w in roots])
print(repr(sum(roots)), cmath.isclose(sum(roots), 0, abs_tol=1e-12), [round(cmath.phase(w), 6) for w in roots])
def dft(xs):
    n = len(xs)
    return [sum(x * cmath.exp(-2j * cmath.pi * k * t / n) for t, x in enumerate(xs)) for k in range(n)]
spec = dft([1, 2, 3, 4, 0, 0, 0, 0])
print([repr(c) for c in spec])
print([round(abs(c), 9) for c in spec])
def quad_roots(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)
print(quad_roots(1, 2, 5), quad_roots(1, -3, 2), quad_roots(1, 0, 1), quad_roots(2, 1, 1))
print(cmath.rect(2, 0.0), cmath.rect(2, -0.0), cmath.rect(-2, 0.0), cmath.rect(0.0, math.pi), cmath.rect(-0.0, 1), cmath.rect(3, math.pi / 2))
print(cmath.isclose(1 + 1j, 1 + 1.0000000001j), cmath.isclose(1j, 1.1j, rel_tol=0.1), cmath.isclose(0j, 1e-10j, abs_tol=1e-9), cmath.isclose(complex(float("inf"), 1), complex(float("inf"), 1)), cmath.isclose(complex(float("inf"), 1), complex(float("inf"), 2)))
print(cmath.exp(cmath.log(2 + 3j)), cmath.sqrt(2 + 3j) ** 2, cmath.sin(1 + 1j) ** 2 + cmath.cos(1 + 1j) ** 2)
