from collections import ChainMap

defaults = {'color': 'red', 'user': 'guest', 'size': 1}
env = {'user': 'admin'}
cli = {'size': 3}
cm = ChainMap(cli, env, defaults)
print(cm)
print(cm['color'], cm['user'], cm['size'], len(cm), sorted(cm))
print(list(cm), list(cm.keys()), list(cm.values()), list(cm.items()))
print('color' in cm, 'nope' in cm, cm.get('nope'), cm.get('nope', 0))
cm['color'] = 'blue'
print(cli, defaults['color'])
del cm['color']
print(cli, cm['color'])
child = cm.new_child()
child['x'] = 1
print(child, child.parents, child.maps[0])
c2 = cm.new_child({'k': 'v'})
print(c2.maps, len(c2.maps))
c3 = cm.new_child(extra=True)
print(c3.maps[0], c3['extra'])
print(ChainMap(), bool(ChainMap()), bool(ChainMap({}, {'a': 1})))
print(dict(cm), cm == {'size': 3, 'user': 'admin', 'color': 'red'})
print(cm.copy(), type(cm.copy()).__name__)
print(cm.pop('size'), cli)
cm['p'] = 1
print(cm.popitem(), cli)
print(ChainMap.fromkeys('ab', 0))
print(cm.keys(), cm.items())
cm.update({'u': 1}, v=2)
print(cm.maps[0], cm.setdefault('u', 9), cm.setdefault('w', 10), cli)
print(cm | {'z': 26})
print({'z': 26} | ChainMap({'a': 1}))
scopes = ChainMap({'x': 'local'}, {'x': 'enclosing', 'y': 'e'}, {'z': 'global'})
for name in 'xyz':
    print(name, scopes[name])
print(sorted(scopes.items()))
try:
    ChainMap({}, {'k': 1}).pop('k')
except KeyError as e:
    print('KeyError', e)
try:
    del ChainMap({}, {'k': 1})['k']
except KeyError as e:
    print('KeyError', e)
try:
    ChainMap().popitem()
except KeyError as e:
    print('KeyError', e)
