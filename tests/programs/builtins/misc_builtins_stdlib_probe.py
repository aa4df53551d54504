# Misc builtins: dict/set/list behaviours, str repr, sorting, functools, itertools usage.
import functools, itertools, operator, string, copy, heapq, bisect, statistics, fractions, decimal
d = {'b': 1, 'a': 2}
d |= {'c': 3}
print(d, d | {'a': 0}, list(reversed(d)), d.setdefault('z', []), d.pop('zz', 'dflt'), dict(sorted(d.items())))
print({1, 2} ^ {2, 3}, {1, 2} <= {1, 2, 3}, frozenset({3, 1}) | {2}, set('abc') - set('b') == {'a', 'c'}, {1} .isdisjoint({2}))
try:
    d.pop('nope')
except KeyError as e:
    print(repr(e))
print(dict.fromkeys(range(3)), dict(zip('ab', range(2))), {k: v for k, v in [(1, 2)]}, dict(a=1, **{'b': 2}))
l = [3, 1, 2]
l.sort(key=lambda x: -x); print(l, l.copy(), l * 2, l.index(1), [1, 2, 3][::-2], l.insert(-1, 9), l)
print(functools.reduce(operator.add, range(5), 10), functools.partial(int, base=2)('101'), repr(functools.partial(max, 1)).startswith('functools.partial(<built-in function max>, 1)'))
@functools.lru_cache(maxsize=2)
def sq(n): return n * n
print(sq(2), sq(2), sq(3), sq.cache_info())
@functools.singledispatch
def kind(x): return 'obj'
@kind.register
def _(x: int): return 'int'
@kind.register(list)
def _(x): return 'list'
print(kind(1), kind([]), kind('s'), kind(True))
@functools.wraps(sq)
def wrapper(*a): return sq(*a)
print(wrapper.__name__, wrapper.__wrapped__ is sq)
print(list(itertools.accumulate([1, 2, 3], operator.mul)), list(itertools.chain.from_iterable(['ab', 'c'])), list(itertools.compress('abc', [1, 0, 1])))
print(list(itertools.groupby('aabbc')) and [(k, len(list(g))) for k, g in itertools.groupby('aabbc')], list(itertools.islice(itertools.count(5, 2), 3)), list(itertools.product('ab', repeat=2))[:3])
print(list(itertools.permutations('abc', 2))[:3], list(itertools.combinations_with_replacement('ab', 2)), list(itertools.zip_longest('ab', 'c', fillvalue='-')), list(itertools.pairwise('abc')))
print(list(itertools.starmap(pow, [(2, 3)])), list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 5, 1])), list(itertools.filterfalse(None, [0, 1])), [list(t) for t in itertools.tee('ab', 2)])
print(string.ascii_letters[:5], string.digits, string.punctuation[:5], string.Template('$a-${b}').substitute(a=1, b=2), string.capwords('hello  world'))
print(string.Template('$x $$').safe_substitute(), '{0}{1}{0}'.format('a', 'b'), 'x{a}y'.format_map({'a': 1}))
h = [5, 1, 4]; heapq.heapify(h); heapq.heappush(h, 0)
print(h, heapq.heappop(h), heapq.nlargest(2, [1, 5, 3]), heapq.nsmallest(1, 'bca'), list(heapq.merge([1, 3], [2])))
print(bisect.bisect([1, 2, 2, 3], 2), bisect.bisect_left([1, 2, 2, 3], 2), bisect.insort(l, 4), l)
print(statistics.mean([1, 2, 3, 4]), statistics.median([1, 3, 2, 4]), statistics.mode('aab'), statistics.stdev([1, 2, 3]), statistics.pvariance([1, 2]))
print(fractions.Fraction(3, 6), fractions.Fraction('1.25'), fractions.Fraction(1, 3) + 1, float(fractions.Fraction(1, 8)), fractions.Fraction(0.5).limit_denominator())
decimal.getcontext().prec = 10
print(decimal.Decimal('1.10') + decimal.Decimal('2.205'), decimal.Decimal(1) / decimal.Decimal(7), decimal.Decimal('3.14159').quantize(decimal.Decimal('0.01')), repr(decimal.Decimal('-0')), decimal.Decimal('1e3').normalize())
x = {'a': [1, {'b': 2}]}
y = copy.deepcopy(x); y['a'][1]['b'] = 3
print(x, y, copy.copy(x)['a'] is x['a'])
print(sorted({'b': 2, 'a': 1}.items(), key=operator.itemgetter(1), reverse=True), list(map(operator.methodcaller('upper'), ['a'])), operator.attrgetter('real', 'imag')(3 + 4j))
print(repr('a\'b"c'), repr("it's"), repr('\\'), str([None, 'x', 1.0]), repr({'k': (1,)}), repr(set()), repr(frozenset()), repr(()), repr((1,)), repr([[]]))
print(''.join(sorted('hello', reverse=True)), sorted([3, 1, 2], key=None), sorted([[2, 'b'], [1, 'a']]), sorted(['a10', 'a9', 'a1']))
print(list(zip(*[(1, 'a'), (2, 'b')])), [x for x in range(10) if x % 3 == 0 if x], [(x, y) for x in range(2) for y in 'ab'], {x % 3 for x in range(10)})
print(isinstance([], (list, tuple)), issubclass(bool, (str, int)), type(None).__name__, callable(len), hasattr([], 'append'), getattr([], 'nope', 42))
print(id(None) == id(None), hash('') == 0, hash(()) == hash(()), len({1: 2, 1.0: 3, True: 4}), {1: 2, 1.0: 3}, 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
print(str(b'\x00'), str(bytearray(b'a')), bytes('ab', 'ascii'), ' '.join(map(str, range(3))), 'a\u0301'.__len__(), '%s' % [1], '{!r}'.format('x'))
print(vars(type('T', (), {'a': 1}))['a'], dir(object)[:3], sorted(vars(functools))[:0])
