import itertools as it, functools as ft, operator as op
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3], op.mul, initial=10)), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.chain([1], (2, 3), 'ab')), list(it.chain.from_iterable([[1], [2, 3]])))
print(list(it.combinations('abcd', 2)), list(it.combinations_with_replacement([1, 2, 3], 2)))
print(list(it.permutations([1, 2, 3])), list(it.permutations('abc', 2))[:3])
print(list(it.product('ab', repeat=2)), list(it.product([1, 2], 'xy')))
print(list(it.islice(it.count(5, 2), 4)), list(it.islice('abcdefg', 1, None, 2)), list(it.islice(it.cycle('ab'), 5)))
print(list(it.repeat('x', 3)), list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.compress('abcdef', [1, 0, 1, 0, 1])))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(it.takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(it.filterfalse(None, [0, 1, '', 'a'])))
print([(k, list(g)) for k, g in it.groupby('aaabbcaa')], [(k, len(list(g))) for k, g in it.groupby(sorted([3, 1, 2, 1, 3]), key=lambda x: x % 2)])
print(list(it.zip_longest('abc', [1], fillvalue='-')), list(it.pairwise('abcd')), [list(t) for t in it.tee([1, 2], 2)])
print(list(it.count(1.5, 0.5))[:0] if False else list(it.islice(it.count(1.5, 0.5), 3)))
print(ft.reduce(op.add, [1, 2, 3, 4]), ft.reduce(lambda a, b: a * b, [], 1))
try:
    ft.reduce(op.add, [])
except TypeError as e:
    print(type(e).__name__, e)
@ft.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(50), fib.cache_info())
p = ft.partial(int, base=2); print(p('1010'), p.func, p.keywords, p.args)
def deco(f):
    @ft.wraps(f)
    def w(*a, **k): return f(*a, **k)
    return w
@deco
def documented(x):
    "Doc here."
    return x
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__)
print(sorted(['b', 'A', 'c'], key=ft.cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
@ft.singledispatch
def show(x): return f"obj {x}"
@show.register
def _(x: int): return f"int {x}"
@show.register(list)
def _(x): return f"list {len(x)}"
print(show(1), show([1, 2]), show('s'), show(True))
print(op.itemgetter(1)([1, 2]), op.itemgetter(0, 2)('abc'), op.attrgetter('real')(3+4j), op.methodcaller('split', ',')('a,b'))
print(list(map(op.neg, [1, -2])), op.contains([1], 1), op.truediv(1, 4), op.floordiv(-7, 2), op.mod(-7, 2), op.pow(2, -1))
print(list(it.batched('abcdefg', 3)) if hasattr(it, 'batched') else 'no batched')
print(list(zip(*[iter(range(7))] * 3)), list(map(lambda *a: a, 'ab', 'cd')))
print(list(enumerate('abc', start=10)), list(reversed(range(5))), list(filter(None, [0, 1, 2])))
try:
    list(it.permutations([1], -1))
except ValueError as e:
    print(type(e).__name__, e)
try:
    it.islice([1], -1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    zip([1], [2, 3], strict=True).__next__(); list(zip([1], [2, 3], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
