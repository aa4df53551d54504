from fractions import Fraction

good = ['0', '-0', '7', '+7', '-7/3', '  3/4\n', '1.5', '-.25', '3.', '1e2', '1E-2', '-2.5e+3',
        '1_000', '1_0/2_0', '0.000001', '123456789012345678901234567890', '00012/0006']
for s in good:
    f = Fraction(s)
    print(repr(s), '->', f, repr(f))
bad = ['', ' ', 'x', '1/2/3', '1 /2', '1/ 2', '1.2/3', '1/2.5', 'e5', '1e', '1e2.5', '--1',
       '+-1', '1__0', '_1', '1_', '1/_2', 'inf', 'nan', '0x10', '1/0', '½', '１']
for s in bad:
    try:
        print(repr(s), '->', Fraction(s))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), '!', type(e).__name__, e)
for v in [0.1, 0.5, 1e-10, -3.75, 2.0 ** 60, 1 / 3]:
    f = Fraction(v)
    print(v, f, f.limit_denominator(1000), float(f) == v)
for bad in [float('nan'), float('inf')]:
    try:
        Fraction(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    Fraction.from_float('1.5')
except TypeError as e:
    print('TypeError:', e)
try:
    Fraction(1).limit_denominator(0)
except ValueError as e:
    print('ValueError:', e)
Fraction('1/-2')
