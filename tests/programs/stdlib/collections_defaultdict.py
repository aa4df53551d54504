from collections import defaultdict

d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d)
print(d['a'], d['missing'], len(d), 'missing' in d, 'other' in d)
print(d.get('zzz'), 'zzz' in d, d.default_factory)
counts = defaultdict(int)
for ch in 'mississippi':
    counts[ch] += 1
print(counts, dict(counts), sorted(counts.items()))
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
nested['x']['z'] += 1
print({k: dict(v) for k, v in nested.items()})
s = defaultdict(set)
s[1].add('one')
s[1].add('uno')
print(sorted(s[1]), isinstance(s, dict), type(s).__name__)
n = defaultdict(None, {'k': 1})
print(n, n.default_factory)
try:
    n['nope']
except KeyError as e:
    print('KeyError', e)
c = counts.copy()
c['new'] += 5
print(type(c).__name__, c['new'], counts['new'] if 'new' in counts else 'absent')
print(defaultdict(str, a='x') | {'b': 'y'})
print({'z': 0} | defaultdict(int, q=1))
m = defaultdict(list, [(1, [1])])
m |= {2: [2]}
print(m)
print(defaultdict(int).fromkeys('ab', 0))
d2 = defaultdict(lambda: 'default')
print(d2['q'], dict(d2), list(d2))
print(d2.setdefault('r', 'set'), d2.pop('q'), dict(d2))
d3 = defaultdict(list, {'a': [1]})
print(d3 == {'a': [1]}, {'a': [1]} == d3)
print(sorted(defaultdict(int, {3: 1, 1: 2}).keys()))
e = defaultdict(int)
e.update({'a': 1}, b=2)
print(e, e['c'], e)
print(repr(defaultdict(dict)))
print(defaultdict.__name__, str(defaultdict(tuple)))
defaultdict('not callable')
