# groupby (with its grouper objects) and tee.
import itertools
from itertools import groupby, tee

data = 'AAAABBBCCDAABBB'
print([(k, list(g)) for k, g in groupby(data)])
print([k for k, g in groupby(data)], [len(list(g)) for k, g in groupby([])])
print([(k, list(g)) for k, g in groupby([1, 2, 3, 4, 5, 7, 9], key=lambda x: x % 2)])
print([(k, list(g)) for k, g in groupby(iterable=['a', 'b', 'B'], key=str.lower)])
gb = groupby('aabbc')
print(type(gb).__name__)
k1, g1 = next(gb)
print(type(g1).__name__, k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2), list(g2))
k3, g3 = next(gb)
print(k3, list(g3))
try:
    next(gb)
except StopIteration:
    print('done')
groups = list(groupby('xxyzz'))
print([(k, list(g)) for k, g in groups])
gb = groupby('aaab')
k, g = next(gb)
print(next(g))
k, h = next(gb)
print(k, list(g), list(h))

calls = []
def key(x):
    calls.append(x)
    return x // 10
gb = groupby([1, 2, 11, 12, 25], key)
print(calls)
print([(k, list(g)) for k, g in gb], calls)

class Weird:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print('eq', self.v, other.v)
        return self.v == other.v
    def __repr__(self):
        return f'W{self.v}'
print([(k, list(g)) for k, g in groupby([Weird(1), Weird(1), Weird(2)])])
try:
    list(groupby([1, 2], key=lambda x: 1 / (x - 2)))
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)

a, b = tee(iter([1, 2, 3]))
print(type(a).__name__, next(a), list(b), list(a), list(b))
print(tee([1]), ) if False else print(len(tee([1])), len(tee([1], 5)), tee(5, 0), tee([], 0))
x, y, z = tee('abc', 3)
print(list(x), next(y), list(z), list(y))
log = []
def src():
    for i in range(5):
        log.append(i)
        yield i
p, q = tee(src())
print(log, next(p), next(p), log, next(q), log, list(q), log, list(p))
big1, big2 = tee(range(200))
print(sum(big1), sum(big2))
t1, t2 = tee(range(150))
for _ in range(100):
    next(t1)
print(next(t2), next(t1), len(list(t1)), len(list(t2)))
c1, = tee(iter('xyz'), 1)
c2, c3 = tee(c1)
print(c2 is c1, next(c2), next(c3), next(c1), list(c3))
t, u = tee(itertools.count())
print([next(t) for _ in range(3)], next(u))

def reent():
    yield 1
    yield next(pair[0])
pair = tee(reent())
print(next(pair[0]))
try:
    next(pair[0])
except RuntimeError as e:
    print('RuntimeError', e)

for bad in ["groupby()", "groupby(1)", "groupby([], None, 1)", "groupby(iterable=[], key=None, x=1)",
            "tee()", "tee([], -1)", "tee([], 1.5)", "tee(1)", "tee([], 10**30)", "tee([], n=2)",
            "tee([], 2, 3)"]:
    try:
        eval(bad)
        print(bad, 'ok')
    except Exception as e:
        print(bad, type(e).__name__, e)
print(type(tee([])[0]), type(next(groupby('a'))[1]))
next(groupby([]))
