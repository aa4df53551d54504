# count and repeat: reprs, types, arithmetic of the count, limits of repeat.
import itertools
from itertools import count, repeat

c = count()
print(type(c).__name__, type(c), repr(c), next(c), next(c), repr(c))
print(isinstance(c, count), count.__name__, count.__module__, repr(count))
print(repr(count(5)), repr(count(5, 2)), repr(count(-3, -1)), repr(count(1.5)))
print(repr(count(5, True)), repr(count(True)), repr(count(0, 1.0)))
print(list(itertools.islice(count(True), 3)), list(itertools.islice(count(True, 2), 3)))
print(list(itertools.islice(count(2.5, 0.5), 4)))
big = count(2**63 - 2)
print([next(big) for _ in range(4)], repr(big))
neg = count(-(2**63) + 1, -1)
print([next(neg) for _ in range(3)], repr(neg))
print(list(itertools.islice(count(10, 2**70), 3)))
print(list(itertools.islice(count(1j, 1), 3)))
from fractions import Fraction
from decimal import Decimal
print(list(itertools.islice(count(Fraction(1, 3), Fraction(1, 3)), 4)))
print(repr(count(Decimal('1.5'), Decimal('0.5'))))
print(list(itertools.islice(count(start=3, step=-2), 4)))
c = count(7)
print(c is iter(c), c.__next__(), next(c))

r = repeat('x', 3)
print(type(r).__name__, repr(r), list(r), repr(r), list(r))
print(repr(repeat('a')), repr(repeat([1, 2], -5)), list(repeat(1, 0)), list(repeat(None, times=2)))
print(repr(repeat(object='o', times=2)), list(repeat(object='o', times=2)))
inf = repeat('z')
print([next(inf) for _ in range(5)], repr(inf))
lst = []
rp = repeat(lst, 2)
lst.append(rp)
print(repr(rp))
print(list(map(pow, range(5), repeat(2))))
print(list(zip(range(3), repeat('k'))))

class Num:
    def __index__(self):
        return 3
print(list(repeat('n', Num())))

class Idx:
    def __index__(self):
        return 5
print(list(itertools.islice(count(), Idx())))

for bad in ["count('a')", "count(1, 'a')", "count(1, 2, 3)", "count(foo=1)", "count([])",
            "repeat()", "repeat(1, 2, 3)", "repeat(1, 2.0)", "repeat(1, times=None)",
            "repeat(1, foo=2)", "repeat(1, 10**30)", "repeat(1, object=2)"]:
    try:
        eval(bad)
        print(bad, 'ok')
    except Exception as e:
        print(bad, type(e).__name__, e)
for bad in ["len(count())", "count()[0]", "count()(1)", "count() + 1", "len(repeat(1, 3))"]:
    try:
        eval(bad)
    except Exception as e:
        print(bad, type(e).__name__, e)
import operator
r = repeat('a', 3)
next(r)
print(operator.length_hint(repeat(1, 5)), operator.length_hint(repeat(1, -2)), operator.length_hint(r))
print(operator.length_hint(repeat(1)), operator.length_hint(repeat(1), 7), operator.length_hint(count(), 3))
next(repeat(1, 0))
