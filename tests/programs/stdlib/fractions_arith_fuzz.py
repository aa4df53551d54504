# Literal operands drawn once from a seeded generator: Fraction arithmetic,
# comparisons, rounding and hashing against ints, floats and other Fractions.
import math
from fractions import Fraction

VALUES = [('D', 3.141592653589793),
 ('F', -76970506931203309696, 258),
 ('D', 1e+22),
 ('S', '3/7'),
 ('S', '0.000'),
 ('F', 261973066687211429263939, 428733623099),
 ('F', 201539882415036, 1530443492088351180),
 ('S', '.5'),
 ('F', -9231658686265200, 599096334),
 ('F', -24799704796640, 474),
 ('S', '-1.25e-3'),
 ('S', '0.000'),
 ('F', -210066332595, 783820),
 ('D', 1e+22),
 ('F', 2066619012637916518105, 3),
 ('D', -0.0),
 ('D', 0.1),
 ('D', -0.0),
 ('F', 2651573637, 2389417857372),
 ('S', '0.000'),
 ('F', 303319310623903358296, 951314513107417721),
 ('F', 8447173616873511024676, 96804),
 ('S', '9e9'),
 ('F', -98220198133625355467, 38794),
 ('F', 44910586376449, 4213679877224773),
 ('I', -760),
 ('I', -620),
 ('F', -15592811570093901, 44),
 ('F', 4052327136320, 9398981776102),
 ('F', -32127, 943697343971),
 ('D', 7.0),
 ('D', -2.5),
 ('I', 748),
 ('F', 378518160862551450649577, 4189617),
 ('D', 1e-300),
 ('D', 7.0),
 ('F', 21931478059079, 74814723),
 ('S', '  42  '),
 ('I', 614),
 ('D', 1e+22),
 ('F', 40938119650608, 92638012658509),
 ('S', '-1.25e-3'),
 ('I', -224),
 ('S', '9e9'),
 ('S', '.5'),
 ('D', -2.5),
 ('D', 1e-300),
 ('F', -610587936843, 7044022893),
 ('D', -0.0),
 ('F', -43720223632552, 2),
 ('S', '1_000/3'),
 ('F', 73659570313499943, 231146262566740),
 ('I', 533),
 ('D', 3.141592653589793),
 ('S', '1_000/3'),
 ('S', '9e9'),
 ('S', '9e9'),
 ('I', -590),
 ('F', 8914501579, 8),
 ('D', 1e-300)]


def make(v):
    kind = v[0]
    if kind == 'F':
        return Fraction(v[1], v[2])
    if kind == 'I':
        return v[1]
    if kind == 'D':
        return v[1]
    return Fraction(v[1])


def attempt(f):
    try:
        return repr(f())
    except (ZeroDivisionError, OverflowError, ValueError, TypeError) as e:
        return '%s: %s' % (type(e).__name__, e)


xs = [make(v) for v in VALUES]
for i in range(0, len(xs) - 1):
    a, b = xs[i], xs[i + 1]
    if not isinstance(a, Fraction):
        a = Fraction(a)
    print(repr(a), str(a), hash(a) == hash(float(a)) if a.denominator < 2**53 else '-', float(a))
    print(attempt(lambda: a + b), attempt(lambda: b - a), attempt(lambda: a * b), attempt(lambda: a / b),
          attempt(lambda: b / a), attempt(lambda: a // b), attempt(lambda: a % b), attempt(lambda: a.__divmod__(b)))
    print(a < b, a <= b, a == b, a != b, a > b, a >= b, b < a, b == a)
    print(round(a), round(a, 3), round(a, -2), math.floor(a), math.ceil(a), math.trunc(a), int(a),
          attempt(lambda: a ** 2), attempt(lambda: a ** -1), attempt(lambda: a ** 0.5), a.limit_denominator(100))
