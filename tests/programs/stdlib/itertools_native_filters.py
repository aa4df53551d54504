# compress, dropwhile, takewhile, filterfalse, starmap, pairwise,
# accumulate, zip_longest, cycle: order of calls and laziness.
import itertools
import operator
from itertools import (accumulate, compress, cycle, dropwhile, filterfalse, pairwise,
                       starmap, takewhile, zip_longest)

log = []
def src(tag, items):
    for x in items:
        log.append(f'{tag}:{x}')
        yield x

print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])), list(compress('ABC', [1, 1])), list(compress('A', [1, 1, 1])))
log.clear()
print(list(compress(src('d', 'abc'), src('s', [0, 1]))), log)
print(list(compress(range(10), itertools.cycle([True, False, False]))))

def pred(x):
    log.append(f'p{x}')
    return x < 3
log.clear()
d = dropwhile(pred, [1, 2, 3, 1, 5])
print(type(d).__name__, log, list(d), log)
log.clear()
t = takewhile(pred, [1, 2, 3, 1, 5])
print(type(t).__name__, list(t), log, list(t))
it = iter([1, 2, 5, 1])
print(list(takewhile(lambda x: x < 3, it)), list(it))
print(list(dropwhile(lambda x: x, [])), list(takewhile(bool, [])), list(dropwhile(lambda x: True, [1, 2])))
print(list(filterfalse(None, [0, 1, '', 'a', [], [2], None])), list(filterfalse(bool, [0, 3, 0.0])))
print(list(filterfalse(lambda x: x % 3, range(12))), type(filterfalse(None, [])).__name__)

print(list(starmap(pow, [(2, 3), [3, 2], (10, 0)])), list(starmap(lambda *a: a, ['ab', (), range(2)])))
print(list(starmap(operator.add, zip('ab', 'cd'))), type(starmap(None, [])).__name__)
try:
    list(starmap(pow, [(1, 2), 5]))
except TypeError as e:
    print('TypeError', e)

print(list(pairwise('abcd')), list(pairwise('a')), list(pairwise([])), type(pairwise([])).__name__)
log.clear()
p = pairwise(src('w', [1, 2, 3]))
print(log, next(p), log, list(p), list(p))

print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([])))
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate('abc')), list(accumulate([1, 2], initial=100)))
print(list(accumulate([], initial=7)), list(accumulate([1, 2], None, initial=None)), list(accumulate(iterable=[5, 5], func=operator.sub)))
print(list(accumulate([[1], [2], [3]])), list(accumulate([1.5, 2, 3j])))
print(type(accumulate([])).__name__)
try:
    list(accumulate([1, 'a']))
except TypeError as e:
    print('TypeError', e)

print(list(zip_longest('ab', 'xyz')), list(zip_longest('ab', 'x', fillvalue='-')), list(zip_longest()))
print(list(zip_longest([])), list(zip_longest([], [])), list(zip_longest('a', [], 'bcd', fillvalue=0)))
log.clear()
z = zip_longest(src('a', [1]), src('b', [1, 2]))
print(list(z), log, list(z))
print(type(zip_longest()).__name__)
def bad_gen():
    yield 1
    raise ValueError('mid')
z = zip_longest(bad_gen(), 'abc')
print(next(z))
try:
    next(z)
except ValueError as e:
    print('ValueError', e)
print(list(z))

cy = cycle('ab')
print(type(cy).__name__, [next(cy) for _ in range(5)], list(cycle([])), list(itertools.islice(cycle(range(3)), 8)))
log.clear()
cy = cycle(src('c', 'xy'))
print(next(cy), log, [next(cy) for _ in range(5)], log)
for bad in ["compress()", "compress(1)", "compress(1, [1])", "compress([1], 1)", "compress(data=[1], selectors=[1], x=1)",
            "dropwhile(None)", "dropwhile(None, 1)", "dropwhile(predicate=None, iterable=[])", "takewhile(None)",
            "filterfalse(None)", "filterfalse(None, 1)", "starmap(None)", "starmap(None, 1)",
            "pairwise()", "pairwise(1)", "pairwise([], [])", "pairwise(iterable=[])",
            "accumulate()", "accumulate(1)", "accumulate([1], None, None)", "accumulate([1], foo=1)",
            "zip_longest(1)", "zip_longest([], foo=1)", "zip_longest([], fillvalue=1, foo=2)",
            "cycle()", "cycle(1)", "cycle([1], 2)", "cycle(x=1)", "list(takewhile(None, [1]))",
            "list(dropwhile(len, [1]))"]:
    try:
        eval(bad)
        print(bad, 'ok')
    except Exception as e:
        print(bad, type(e).__name__, e)
print(compress(range(3), [1, 1]).__next__(), filterfalse(None, [0]).__iter__().__next__())
list(filterfalse(lambda x: 1 / x, [1, 0]))
