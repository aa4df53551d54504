from fractions import Fraction
from decimal import Decimal
shares = [Fraction(1, 3), Fraction(1, 6), Fraction(1, 2)]
print(sum(shares), sum(shares) == 1, [str(s) for s in shares])
total = Fraction("100.10")
split = [total * s for s in shares]
print(split, [float(x) for x in split], [round(x, 2) for x in split])
print(Fraction(0.1), Fraction("0.1"), Fraction(0.1).limit_denominator(10), Fraction(3.14159).limit_denominator(100))
print(Fraction(Decimal("1.25")), Fraction("3/4"), Fraction(" -7/21 "), Fraction("1e-3"), Fraction(5), Fraction(6, -4))
print(Fraction(1, 3) + 1, Fraction(1, 3) * 3, Fraction(1, 3) / Fraction(2, 3), Fraction(1, 3) - 0.5, Fraction(2, 3) ** 2, Fraction(4, 9) ** 0.5, 2 ** Fraction(1, 2))
print(Fraction(7, 2) // 1, Fraction(7, 2) % 1, divmod(Fraction(7, 2), Fraction(1, 3)), -Fraction(1, 2), abs(Fraction(-1, 2)))
print(round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 3), int(Fraction(-7, 2)), float(Fraction(1, 3)))
print(Fraction(1, 2) < 0.6, Fraction(1, 2) == 0.5, Fraction(1, 3) == 1 / 3, max(Fraction(2, 3), 0.6), sorted([Fraction(1, 2), 0.3, 1]))
print(Fraction(3, 4).numerator, Fraction(3, 4).denominator, Fraction(3, 4).as_integer_ratio(), hash(Fraction(1, 2)) == hash(0.5), Fraction(5).is_integer() if hasattr(Fraction, "is_integer") else "n/a")
print(repr(Fraction(3, 4)), f"{Fraction(1, 3)}", Fraction(1, 3).__floor__(), Fraction(1, 3).__ceil__())
for label, fn in [
    ("zero den", lambda: Fraction(1, 0)),
    ("bad str", lambda: Fraction("1/2/3")),
    ("float den", lambda: Fraction(1, 2.0)),
    ("nan", lambda: Fraction(float("nan"))),
    ("inf", lambda: Fraction(float("inf"))),
    ("div zero", lambda: Fraction(1) / 0),
    ("type", lambda: Fraction([1])),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
