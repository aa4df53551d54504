from collections import Counter, defaultdict, deque, namedtuple, OrderedDict, ChainMap
words = "the quick brown fox jumps over the lazy dog the fox".split()
c = Counter(words)
print(c.most_common(3), c['the'], c['missing'], len(c))
print(sorted(c.elements())[:5], c.total())
c2 = Counter("abracadabra")
print(c2, c2.most_common())
print(c2 + Counter("aab"), c2 - Counter("aaaaaaaz"), c2 & Counter("aab"), c2 | Counter("zzz"))
c2.subtract("aaa"); print(c2)
c2.update({'a': 10}); print(c2['a'], +Counter({'a': -1, 'b': 2}), -Counter({'a': -1, 'b': 2}))
print(repr(Counter()), Counter(a=1) == Counter(a=1, b=0))
dd = defaultdict(list)
for w in words:
    dd[len(w)].append(w)
print(dd, dict(dd), dd.default_factory)
di = defaultdict(int); di['x'] += 1; print(di, repr(defaultdict(None)))
try:
    defaultdict(None)['k']
except KeyError as e:
    print(type(e).__name__, e)
d = deque([1, 2, 3], maxlen=5)
d.appendleft(0); d.extend([4, 5, 6]); print(d, d.maxlen)
d.rotate(2); print(d); d.rotate(-3); print(d)
print(d.popleft(), d.pop(), d, d.count(3), d.index(d[0]), d[1], d[-1])
d.extendleft([9, 8]); print(d); d.clear(); print(d, bool(d))
try:
    deque().pop()
except IndexError as e:
    print(type(e).__name__, e)
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=10), Point._fields, Point._make([5, 6]))
P3 = namedtuple('P3', 'x y z', defaults=[0])
print(P3(1, 2), P3._field_defaults, tuple(P3(1, 2, 3)), P3(1, 2) == (1, 2, 0))
try:
    Point(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    namedtuple('Bad', ['x', 'x'])
except ValueError as e:
    print(type(e).__name__, e)
R = namedtuple('R', 'a def', rename=True); print(R._fields)
od = OrderedDict()
od['b'] = 1; od['a'] = 2; od['c'] = 3
od.move_to_end('b'); print(od, list(od))
od.move_to_end('c', last=False); print(od)
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm['a'], cm['b'], len(cm), sorted(cm), cm.new_child({'c': 4}), cm.parents)
