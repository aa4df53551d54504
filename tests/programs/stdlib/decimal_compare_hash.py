from decimal import Decimal as D
from fractions import Fraction

print(D('1.0') == 1, D('1.5') == 1.5, D('0.1') == 0.1, D(1) == D('1.000'), D('-0') == 0, D(2) != 2)
print(D(1) < D(2), D('1.5') > 1, D('1.5') < 1.75, D('-2') <= -2, D('3') >= D('3.01'), 2 < D('2.5'), 1.5 > D(1))
print(D('inf') > 10 ** 100, D('-inf') < D('-1e999'), D('nan') == D('nan'), D('nan') != D('nan'), D('nan') == 1)
for x in [0, 1, -1, 7, 2 ** 61, -(2 ** 70), 10 ** 40]:
    print(x, hash(D(x)) == hash(x))
for f in [0.5, 1.25, -3.75, 1e100, 2.0 ** -30, 0.1]:
    print(f, hash(D(f)) == hash(f))
print(hash(D('1.50')) == hash(D('1.5')), hash(D('-0')) == hash(0), hash(D('inf')), hash(D('-inf')))
print(hash(D('0.1')), hash(D('-123.456')), hash(D('1e30')), hash(D('7E-20')))
s = {D('1'), D('1.0'), 1, 1.0, D('2.50'), D('2.5')}
print(len(s))
d = {D('0.5'): 'half', 1: 'one'}
print(d[0.5], d[D('1.000')], D('0.5') in d)
vals = [D('3'), D('-1.5'), 2, D('2.25'), D('0'), D('-0'), D('1e-3'), D('1E+1')]
print(sorted(vals), max(vals), min(vals))
print(sorted([D('2.5'), D('2.50'), D('2.500')], key=str))
print(D(1).compare(D(2)), D(2).compare(D('2.0')), D(3).compare(1), D('nan').compare(1))
print(D('1.5').max(D('2')), D('1.5').min(D('-2')), D('1').max(D('1.0')), D('-1').min(D('-1.0')), D('nan').max(3))
print(D('-3').max_mag(2), D('-3').min_mag(2), D(1).compare_total(D('1.0')), D('1.0').compare_total(D(1)))
print(D(3) == Fraction(3), D('0.5') == Fraction(1, 2))
