import math
prices = [2.675, 1.005, 0.125, 0.375, 2.5, 3.5, -2.5, 1e-9, 123.456]
for p in prices:
    print(p, round(p, 2), math.floor(p * 100) / 100, math.ceil(p * 100) / 100, round(p), math.trunc(p))
def round_half_up(x, nd=0):
    m = 10 ** nd
    return math.floor(x * m + 0.5) / m
print([round_half_up(x, 1) for x in (0.05, 0.15, 0.25, -0.25, 2.45)])
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(2.675, 2), round(1234.5678, -2), round(15, -1), round(25, -1))
print(math.floor(-0.0), math.ceil(0.2), math.floor(9.999999999999999e22), type(math.floor(2.0)).__name__)
print([math.copysign(1, x) for x in (0.0, -0.0, 5, -5, math.inf, -math.nan)])
def split_bill(total_cents, n):
    base, extra = divmod(total_cents, n)
    return [base + (1 if i < extra else 0) for i in range(n)]
print(split_bill(10000, 3), split_bill(1, 4), sum(split_bill(9999, 7)))
vals = [1.1, 2.2, 3.3]
print(sum(vals), math.fsum(vals), math.isclose(sum(vals), 6.6), abs(sum(vals) - 6.6) < 1e-9, math.ulp(6.6))
print(math.floor(1e16 + 1), math.ceil(-1e16 - 1), math.trunc(1.9999999999999999))
print(f"{math.pi:.3f} {math.e:10.4f} {math.tau:e} {1e21:g} {math.inf:f} {-math.nan:.2f}")
