from collections import OrderedDict

od = OrderedDict()
od['b'] = 2
od['a'] = 1
od['c'] = 3
print(od, list(od), list(od.keys()), list(od.values()))
print(od.keys(), od.values(), od.items())
od.move_to_end('b')
print(od)
od.move_to_end('b', last=False)
print(od)
print(od.popitem(), od.popitem(last=False), od)
od.update([('x', 9), ('y', 8)], z=7)
print(od, len(od), 'x' in od, od.get('y'), od['z'])
print(OrderedDict([('a', 1), ('b', 2)]) == OrderedDict([('b', 2), ('a', 1)]))
print(OrderedDict([('a', 1), ('b', 2)]) == {'b': 2, 'a': 1})
print(OrderedDict(a=1) != OrderedDict(a=2))
print(OrderedDict(), repr(OrderedDict()), OrderedDict.fromkeys('abc', 0))
cp = od.copy()
cp['w'] = 0
print(cp, od, type(cp).__name__)
print(list(reversed(od)), list(reversed(od.items())))
print(od.pop('x'), od.pop('nope', 'dflt'), od.setdefault('q', 5), od)
del od['q']
print(od, isinstance(od, dict))
print(OrderedDict(a=1) | {'b': 2}, dict(OrderedDict(k=1)))
lru = OrderedDict()
for key in [1, 2, 3, 1, 4, 2, 5]:
    if key in lru:
        lru.move_to_end(key)
    lru[key] = str(key)
    if len(lru) > 3:
        lru.popitem(last=False)
print(lru)
print(sorted(OrderedDict(b=1, a=2).items()), od.keys() == {'y', 'z'})
for k, v in OrderedDict(p=1, q=2).items():
    print(k, v)
e = OrderedDict()
try:
    e.popitem()
except KeyError as ex:
    print('KeyError', ex)
try:
    e.move_to_end('zz')
except KeyError as ex:
    print('KeyError', ex)
e.clear()
print(e, OrderedDict({'k': [1, 2]}))
