# chain, chain.from_iterable and islice: laziness, exhaustion, argument rules.
import itertools
from itertools import chain, islice

log = []
def gen(tag, n):
    for i in range(n):
        log.append(f'{tag}{i}')
        yield f'{tag}{i}'

c = chain(gen('a', 2), [], 'xy', gen('b', 1))
print(type(c).__name__, log)
print(next(c), log)
print(list(c), log)
print(list(c), list(chain()), list(chain([])), list(chain([], [], [1])))

def sources():
    for k in range(3):
        log.append(f'src{k}')
        yield range(k)
log.clear()
f = chain.from_iterable(sources())
print(type(f).__name__, log)
print(list(f), log)
print(list(chain.from_iterable(['ab', 'cd', ''])), list(chain.from_iterable([])))
print(sum(chain.from_iterable([range(k) for k in range(50)])))
bad = chain([1], 5, [2])
print(next(bad))
try:
    next(bad)
except TypeError as e:
    print('TypeError', e)
print(list(bad))
bad2 = chain.from_iterable([[1], 7, [3]])
print(next(bad2))
try:
    next(bad2)
except TypeError as e:
    print('TypeError', e)
print(list(bad2))

def boom():
    yield 1
    raise KeyError('k')
b = chain(boom(), [2])
print(next(b))
try:
    next(b)
except KeyError as e:
    print('KeyError', e)
print(list(b))

# islice
print(list(islice(range(10), 3)), list(islice(range(10), 2, 8, 3)), list(islice(range(10), 2, None)))
print(list(islice(range(10), None)), list(islice(range(10), None, None, None)), list(islice(range(10), 0)))
print(list(islice(range(10), 5, 2)), list(islice(range(10), 1, 100, 4)), list(islice('abcdefg', 1, None, 2)))
print(list(islice([], 3)), list(islice(range(3), 10)), type(islice([], 1)).__name__)
it = iter(range(10))
s = islice(it, 2, 4)
print(list(s), next(it), list(s))
it = iter(range(10))
print(list(islice(it, 3)), list(islice(it, 3)), list(it))
log.clear()
g = gen('g', 10)
sl = islice(g, 1, 6, 2)
print(log, next(sl), log, next(sl), log, list(sl), log)
print(list(islice(itertools.count(), 10**6, 10**6 + 3)))

class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
print(list(islice(range(20), Idx(2), Idx(10), Idx(3))))

def batches(it, n):
    it = iter(it)
    while batch := list(islice(it, n)):
        yield batch
print(list(batches(range(11), 4)))

for bad in ["islice()", "islice([])", "islice([], 1, 2, 3, 4)", "islice([], -1)", "islice([], 'a')",
            "islice([], 1, 'a')", "islice([], 'a', 1)", "islice([], 0, 1, 0)", "islice([], 0, 1, 'x')",
            "islice(1, 2)", "islice([], 10**30)", "islice([], stop=1)", "islice([], 1.0)",
            "islice([], -5, 3)", "islice([], 0, -2)", "islice([], 0, 5, -1)",
            "chain(a=1)", "chain.from_iterable()", "chain.from_iterable(1)", "chain.from_iterable([1], [2])",
            "list(chain(1))"]:
    try:
        eval(bad)
        print(bad, 'ok')
    except Exception as e:
        print(bad, type(e).__name__, e)
print(repr(chain).startswith("<class 'itertools.chain'>"), type(chain.from_iterable).__name__)
list(islice(chain([1], 2), 5))
