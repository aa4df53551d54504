from fractions import Fraction


def continued_fraction(f, n=10):
    terms = []
    for _ in range(n):
        a = f.numerator // f.denominator
        terms.append(a)
        f -= a
        if f == 0:
            break
        f = 1 / f
    return terms


def from_terms(terms):
    f = Fraction(terms[-1])
    for a in reversed(terms[:-1]):
        f = a + 1 / f
    return f


pi = Fraction('3.14159265358979')
cf = continued_fraction(pi, 6)
print(cf, from_terms(cf), float(from_terms(cf)))
prices = [Fraction('19.99'), Fraction('5.01'), Fraction('0.10')] * 3
total = sum(prices)
print(total, float(total), total == Fraction(7530, 100), sum(p * 2 for p in prices))
shares = [Fraction(1, 3), Fraction(1, 6), Fraction(1, 2)]
print(sum(shares) == 1, [str(s * 120) for s in shares], sorted(shares, reverse=True))
harmonic = sum(Fraction(1, k) for k in range(1, 11))
print(harmonic, round(harmonic, 3), round(float(harmonic), 3))
egypt = []
r = Fraction(4, 13)
while r:
    d = -(-r.denominator // r.numerator)
    egypt.append(Fraction(1, d))
    r -= Fraction(1, d)
print(' + '.join(map(str, egypt)), sum(egypt))
memo = {Fraction(1, 2): 'a', Fraction(2, 3): 'b'}
print(memo[Fraction(2, 4)], Fraction(4, 6) in memo, 0.5 in memo, sorted(memo.values()))
avg = sum(map(Fraction, [1, 2, 3, 4])) / 4
print(avg, type(avg).__name__, avg * 4 == 10, f'{float(avg):.3f}', '{:>8}|'.format(str(avg)))
matrix = [[Fraction(2), Fraction(1)], [Fraction(1), Fraction(3)]]
det = matrix[0][0] * matrix[1][1] - matrix[0][1] * matrix[1][0]
inv = [[matrix[1][1] / det, -matrix[0][1] / det], [-matrix[1][0] / det, matrix[0][0] / det]]
print(det, inv, [[sum(a * b for a, b in zip(row, col)) for col in zip(*inv)] for row in matrix])


class Money(Fraction):
    def __str__(self):
        return f'${float(self):.2f}'


m = Money(1999, 100)
print(m, repr(m), type(m + 1).__name__, isinstance(m, Fraction), Money('2.50'))
print(Fraction(1, 3) * 'abc')
