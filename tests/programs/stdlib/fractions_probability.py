from fractions import Fraction as F
from itertools import product
from collections import Counter
dice = Counter(a + b for a, b in product(range(1, 7), repeat=2))
total = sum(dice.values())
dist = {k: F(v, total) for k, v in sorted(dice.items())}
print(dist)
print(sum(dist.values()), sum(k * p for k, p in dist.items()), max(dist, key=dist.get))
ev = sum(k * p for k, p in dist.items())
var = sum((k - ev) ** 2 * p for k, p in dist.items())
print(ev, var, float(var))
p_seven_or_eleven = dist[7] + dist[11]
print(p_seven_or_eleven, f"{float(p_seven_or_eleven):.4f}", p_seven_or_eleven > F(1, 5))
def bayes(prior, sens, spec):
    p_pos = sens * prior + (1 - spec) * (1 - prior)
    return sens * prior / p_pos
post = bayes(F(1, 1000), F(99, 100), F(95, 100))
print(post, float(post), round(post, 4))
def geometric_sum(r, n):
    return sum(r ** k for k in range(n))
print(geometric_sum(F(1, 2), 10), 2 - geometric_sum(F(1, 2), 10), geometric_sum(F(-1, 3), 5))
odds = [F(3, 2), F(5, 1), F(1, 4)]
print([o / (1 + o) for o in odds], sum(o / (1 + o) for o in odds))
print(sorted([F(1, 3), F(2, 7), F(3, 10), F(1, 4)]), F(2, 7) < F(3, 10) < F(1, 3))
print(F(1, 3) + F(1, 6) == F(1, 2), F(3, 9) == F(1, 3), F(1, 3) != 1 / 3, F(10, 4), F(-10, 4), F(10, -4))
