# collections: namedtuple details, Counter multiset maths, OrderedDict views,
# ChainMap, defaultdict and the User* wrappers.
from collections import (namedtuple, Counter, OrderedDict, ChainMap, defaultdict, deque,
                         UserDict, UserList, UserString)
import collections

P = namedtuple('P', 'x, y', defaults=(0,))
p = P(1)
print(p, P(1, 2)._asdict(), P._make((3, 4)), p._replace(y=5), P.__doc__, P.x.__doc__)
print(P._fields, P._field_defaults, P.__new__.__defaults__, p.__getnewargs__(), P.__module__, P.__name__)
print(p == (1, 0), p[0], p.x, P.__match_args__, isinstance(p, tuple), hash(p) == hash((1, 0)))
R = namedtuple('R', ['abc', 'def', 'ghi', '_x', 'abc'], rename=True)
E = namedtuple('E', '')
print(R._fields, E(), E._fields, namedtuple('M', 'a', module='pkg').__module__)
for make in (lambda: P(), lambda: P(1, 2, 3), lambda: P(1, z=2), lambda: P._make([1]),
             lambda: p._replace(z=1), lambda: setattr(p, 'x', 5), lambda: namedtuple('T', 'a', defaults=[1, 2]),
             lambda: namedtuple('T', ['ok', '9x']), lambda: namedtuple('T', 'a class'),
             lambda: namedtuple('T', 'a _b'), lambda: namedtuple('T', 'a a'), lambda: namedtuple('T', [1])):
    try:
        make()
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)

c, d = Counter(a=3, b=1, e=-1), Counter(a=1, b=2, c=5)
print(c + d, c - d, c | d, c & d, +c, -c, c.total(), c.most_common(1), d.most_common())
print(c <= d, Counter(a=1) < Counter(a=2), c == Counter(a=3, b=1, e=-1, z=0), Counter('aab') == Counter('aba'))
w = Counter('mississippi')
w.update('sip')
w.update({'m': 2})
w.subtract(s=5, x=1)
print(w, sorted(w.elements()), w['zz'], repr(Counter()), w.most_common(-1), w.most_common(0))
del w['zz']
w += Counter(i=1)
print(w)
w -= Counter(m=10)
print(w)
w |= Counter(q=3)
w &= Counter(i=2, q=1, s=9)
print(w, Counter('abc').copy(), type(Counter(a=1) + Counter()).__name__)
try:
    Counter.fromkeys('ab')
except NotImplementedError as e:
    print('NotImplementedError', e)

o = OrderedDict.fromkeys('abcd', 0)
o.move_to_end('b')
o.move_to_end('d', last=False)
print(o, o.keys(), o.values(), o.items(), list(reversed(o)), list(reversed(o.items())))
print(o.popitem(), o.popitem(last=False), o, o == OrderedDict(a=0, c=0), o == OrderedDict(c=0, a=0), o == {'c': 0, 'a': 0})
print(o.keys() & {'a', 'z'}, o | {'n': 1}, {'n': 1} | o, ('a', 0) in o.items(), 0 in o.values(), OrderedDict())
loop = OrderedDict()
loop['me'] = loop
print(loop)
for bad in (lambda: OrderedDict().popitem(), lambda: o.move_to_end('zz')):
    try:
        bad()
    except KeyError as e:
        print('KeyError', e)

cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
kid = cm.new_child({'c': 4})
print(cm, kid, kid.parents, kid['a'], kid.get('zz', 9), len(kid), list(kid), dict(kid), 'b' in kid)
kid['b'] = 30
kid.update(d=5)
print(kid.maps[0], kid.pop('d'), kid.keys(), kid.items(), cm | {'z': 0}, ChainMap.fromkeys('xy', 1))
for bad in (lambda: kid.__delitem__('a'), lambda: ChainMap({}).popitem(), lambda: kid.pop('nope')):
    try:
        bad()
    except KeyError as e:
        print('KeyError', e)

dd = defaultdict(list, {'k': [1]})
dd['new'].append(2)
print(dd, dd.copy(), dd | {'z': 0}, {'z': 0} | dd, defaultdict(), dd.default_factory, defaultdict(int, a=1))
try:
    defaultdict(3)
except TypeError as e:
    print('TypeError', e)
try:
    defaultdict()['missing']
except KeyError as e:
    print('KeyError', e)

ud = UserDict({'a': 1}, b=2)
ud2 = ud.copy()
ud2['c'] = 3
print(ud, ud2, len(ud), 'a' in ud, ud | {'z': 0}, UserDict.fromkeys('xy'), ud == {'a': 1, 'b': 2}, ud.data)
ul = UserList([3, 1, 2])
ul.sort()
ul.append(9)
ul += (7,)
print(ul, ul[1:], type(ul[1:]).__name__, ul * 2, [0] + ul, ul + [8], ul.index(9), ul.count(1), ul == [1, 2, 3, 9, 7], ul.pop(), ul)
us = UserString('Hello')
print(us, repr(us), us.upper(), type(us.lower()).__name__, us[1:3], us + '!', '>' + us, us * 2, 'ell' in us, len(us))
print(us.split('l'), us.partition('l'), us.count('l'), us.find('o'), us.join('ab'), type(us.join('ab')).__name__, us.zfill(8), us.center(9, '*'))
print(us == 'Hello', us < 'World', us.startswith('He'), us.replace('l', 'L'), us.encode(), int(UserString('42')) + 1)
print(sorted(collections.__all__), deque([1, 2], maxlen=3))
