from collections import Counter

c = Counter('abracadabra')
print(c)
print(c['a'], c['z'], len(c), sorted(c))
print(c.most_common(), c.most_common(2), c.most_common(0))
print(sorted(c.elements()), c.total())
c.update('aaz')
c.update({'b': 5})
c.update(q=3)
print(c)
c.subtract('aab')
c.subtract({'z': 4})
print(c)
print(+c, -c)
d = Counter(a=3, b=1)
e = Counter(a=1, b=2, c=4)
print(d + e, d - e, e - d, d | e, d & e)
print(d == Counter(b=1, a=3), d == Counter(a=3, b=1, c=0), d != e)
print(d <= d + e, d < e, Counter(a=1) < Counter(a=2))
print(Counter(a=1) == {'a': 1}, {'a': 1} == Counter(a=1))
f = Counter(x=2)
f += Counter(x=-5, y=1)
print(f)
f -= Counter(y=1)
print(f)
g = Counter(a=3, b=2)
g |= Counter(b=5)
print(g)
g &= Counter(a=1, b=10)
print(g)
del g['a']
del g['missing']
print(g, g.copy(), type(g.copy()).__name__)
print(Counter(), repr(Counter()), Counter({'x': 1, 'y': 1, 'z': 2}))
print(Counter(['a', 'b', 'a']).most_common(1)[0])
words = 'the cat and the hat and the bat'.split()
wc = Counter(words)
for w, n in wc.most_common(3):
    print(w, n)
print(isinstance(wc, dict), list(wc.keys()), list(wc.values()))
print(dict(wc), sorted(wc.items()))
wc['new'] += 1
print(wc['new'], 'new' in wc, wc.get('nope'), wc.get('nope', 0))
print(Counter('aab') + Counter('bcc') - Counter('b'))
print(Counter({1: 2.5, 2: 0.5}))
print(sum([Counter('ab'), Counter('bc')], Counter()))
class MyCounter(Counter):
    pass
print(MyCounter('hello'), MyCounter().__class__.__name__)
try:
    Counter('a') + 1
except TypeError as ex:
    print('TypeError', ex)
Counter.fromkeys('abc')
