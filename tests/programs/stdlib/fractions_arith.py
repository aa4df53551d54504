from fractions import Fraction as F

x, y = F(1, 3), F(1, 6)
print(x + y, x - y, x * y, x / y, x // y, x % y, divmod(F(7, 2), F(2, 3)), x ** 2, y ** -1)
print(x + 1, 1 + x, x - 1, 1 - x, x * 3, 3 * x, x / 2, 2 / x, 7 // x, 7 % F(2, 3), divmod(7, F(2)))
print(x + 0.5, 0.5 + x, x * 1.5, 1.5 / F(3, 4), x - 0.25, F(1, 2) ** 0.5, 2 ** F(1, 2), 4 ** F(1, 2))
print(F(2, 3) ** 3, F(-2, 3) ** -3, F(4, 9) ** F(1, 2), F(8) ** F(1, 3), F(1, 4) ** 0, 0 ** F(2))
print(x + complex(1, 1), complex(0, 2) * F(1, 2))
print(x == y * 2, x > y, x >= F(2, 6), x < 0.34, x <= 1, x != 1 / 3, F(1, 2) == 0.5, 0.5 == F(1, 2))
print(F(1, 2) < F(2, 3) < 1 < F(3, 2) < 2.0, F(0) == 0, F(-1) < -0.999, F(1, 10) == 0.1, F(0.1) == 0.1)
print(F(1, 2) == float('nan'), F(1, 2) < float('inf'), F(10 ** 20, 3) > 10 ** 19)
vals = [F(3, 7), 0.4, F(1, 2), 1, F(-5, 3), -1.5]
print(sorted(vals), min(vals), max(vals))
total = F(0)
for i in range(1, 8):
    total += F(1, i * (i + 1))
print(total, float(total), total.limit_denominator(3))
h = F(1, 1)
for _ in range(6):
    h = 1 + 1 / h
print(h, float(h), h.numerator + h.denominator)
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(-1)) == hash(-1), hash(F(1, 3)), hash(F(-1, 3)))
print({F(1, 2): 'half', 2: 'two'}[0.5], {0.25: 'q'}[F(1, 4)], {F(2): 'two'}[2.0], len({F(1, 2), 0.5, F(2, 4)}))
big = F(10 ** 30 + 1, 10 ** 30)
print(big, big - 1, float(big), round(big, 31))
for bad in [lambda: F(1, 2) + 'a', lambda: F(1) / 0, lambda: F(1, 2) // F(0), lambda: F(0) ** -1,
            lambda: F('a'), lambda: F(1, 2.0), lambda: F([1]), lambda: F(1, 2) < 'x']:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ':', e)
print(F(3, 0))
