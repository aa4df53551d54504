from fractions import Fraction
import math
def cont_frac(x, n=10):
    out = []
    for _ in range(n):
        a = math.floor(x)
        out.append(a)
        x = x - a
        if x == 0:
            break
        x = 1 / x
    return out
print(cont_frac(Fraction(415, 93)), cont_frac(Fraction(355, 113)), cont_frac(Fraction(-7, 3)))
def convergents(cf):
    h0, h1, k0, k1 = 0, 1, 1, 0
    out = []
    for a in cf:
        h0, h1 = h1, a * h1 + h0
        k0, k1 = k1, a * k1 + k0
        out.append(Fraction(h1, k1))
    return out
print(convergents([3, 7, 15, 1, 292]))
pi = Fraction(math.pi)
print(pi, [pi.limit_denominator(d) for d in (1, 10, 100, 1000, 100000)])
print(Fraction(1, 3).limit_denominator(2), Fraction(-22, 7).limit_denominator(5), Fraction(3, 7).limit_denominator(7))
try:
    Fraction(1, 3).limit_denominator(0)
except ValueError as e:
    print("ValueError:", e)
h = sum(Fraction(1, k) for k in range(1, 21))
print(h, float(h), h.numerator % 1000, len(str(h.denominator)))
egypt = []
x = Fraction(4, 13)
while x:
    d = math.ceil(1 / x)
    egypt.append(Fraction(1, d))
    x -= Fraction(1, d)
print(egypt, sum(egypt))
print(Fraction(2, 4) == Fraction(1, 2), Fraction(10 ** 30, 3 * 10 ** 30), Fraction(1.5), Fraction("  3.25  "), Fraction("-.5"), Fraction("7e2"))
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), math.trunc(Fraction(-7, 2)), round(Fraction(-7, 2)), round(Fraction(1, 3), 2), type(round(Fraction(1, 3), 2)).__name__)
print(Fraction(1, 3) ** -2, Fraction(-8, 27) ** Fraction(1, 3) if False else Fraction(4) ** Fraction(1, 2), Fraction(0) ** 0)
try:
    Fraction(0) ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
