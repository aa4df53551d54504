"""collections.deque: constructor, methods, maxlen, indexing, iteration,
repr, comparisons, operators, subclasses and the exact CPython errors."""
from collections import deque
import copy
import json


def attempt(label, f):
    try:
        r = f()
        print(label, '->', r)
    except Exception as e:
        print(label, '!!', type(e).__name__, e)


# constructor
print(deque(), deque([]), deque('abc'), deque(range(4)), deque((1, 2), 5))
print(deque(iterable=[1, 2]), deque(maxlen=2), deque([1, 2, 3], maxlen=None))
print(deque(range(10), 3), deque({'a': 1, 'b': 2}), deque(x * x for x in range(4)))
attempt('3 args', lambda: deque([], 1, 2))
attempt('bad kw', lambda: deque(x=1))
attempt('dup kw', lambda: deque([1], iterable=[2]))
attempt('maxlen str', lambda: deque([], 'a'))
attempt('maxlen float', lambda: deque([], 2.0))
attempt('maxlen neg', lambda: deque([], -1))
attempt('maxlen huge', lambda: deque([], 2 ** 70))
attempt('not iterable', lambda: deque(5))
attempt('maxlen bool', lambda: deque([1, 2, 3], True))
d = deque([1, 2, 3])
d.__init__([9, 8], 1)
print(d, d.maxlen)

# maxlen attribute
d = deque([1], 4)
print(d.maxlen, deque().maxlen, deque(maxlen=0).maxlen)
attempt('set maxlen', lambda: setattr(d, 'maxlen', 3))
attempt('set other', lambda: setattr(d, 'foo', 3))
attempt('get other', lambda: d.foo)

# append / appendleft / pop / popleft
d = deque()
d.append(1)
d.append(2)
d.appendleft(0)
d.appendleft(-1)
print(d, d.pop(), d.popleft(), d, len(d))
e = deque()
attempt('pop empty', e.pop)
attempt('popleft empty', e.popleft)
attempt('append no arg', lambda: e.append())
attempt('append 2 args', lambda: e.append(1, 2))
attempt('append kw', lambda: e.append(x=1))
attempt('pop arg', lambda: e.pop(0))
attempt('clear arg', lambda: e.clear(1))
attempt('count no arg', lambda: e.count())

# maxlen trimming on each side
b = deque(maxlen=3)
for i in range(5):
    b.append(i)
    print('append', i, b)
for i in range(5, 8):
    b.appendleft(i)
    print('appendleft', i, b)
b.extend([10, 11])
print('extend', b)
b.extendleft([20, 21])
print('extendleft', b)
z = deque(maxlen=0)
z.append(1)
z.appendleft(2)
z.extend(range(5))
z.extendleft(range(5))
print('maxlen 0', z, len(z))

# extend / extendleft
d = deque([1, 2])
d.extend('ab')
d.extendleft([10, 20])
print(d)
d.extend(d)
print(d)
d.extendleft(d)
print(d, len(d))
d.extend(x for x in range(3))
print(d)
attempt('extend int', lambda: d.extend(5))
attempt('extendleft none', lambda: d.extendleft(None))

# clear / copy
d = deque([1, 2, 3], 5)
c = d.copy()
c.append(4)
print(d, c, c.maxlen, d.__copy__(), copy.copy(d), copy.deepcopy(deque([[1], [2]], 3)))
d.clear()
print(d, len(d), d.maxlen)

# count / index
d = deque([1, 2, 3, 2, 1, 2])
print(d.count(2), d.count(9), d.count(1.0))
print(d.index(2), d.index(2, 2), d.index(2, 4), d.index(1, -2), d.index(2, -100, 100))
attempt('index missing', lambda: d.index(7))
attempt('index range', lambda: d.index(3, 3))
attempt('index stop', lambda: d.index(2, 0, 1))
attempt('index none', lambda: d.index())
attempt('index str start', lambda: d.index(1, 'a'))
attempt('index big', lambda: d.index(2, 2 ** 80))
attempt('index neg big', lambda: d.index(2, -2 ** 80))

# insert
d = deque([1, 2, 3])
d.insert(0, 'a')
d.insert(2, 'b')
d.insert(-1, 'c')
d.insert(100, 'd')
d.insert(-100, 'e')
print(d)
m = deque([1, 2], maxlen=2)
attempt('insert full', lambda: m.insert(0, 5))
m2 = deque([1], maxlen=2)
m2.insert(0, 0)
print(m2)
attempt('insert 1 arg', lambda: d.insert(1))
attempt('insert str', lambda: d.insert('x', 1))

# remove
d = deque([1, 2, 3, 2])
d.remove(2)
print(d)
attempt('remove missing', lambda: d.remove(9))
attempt('remove str', lambda: d.remove('x'))

# reverse / rotate
d = deque(range(6))
d.reverse()
print(d)
for n in (1, 2, -1, -3, 0, 6, 13, -13):
    d = deque(range(6))
    d.rotate(n)
    print('rotate', n, d)
d = deque(range(4))
d.rotate()
print(d)
deque().rotate(5)
attempt('rotate str', lambda: d.rotate('x'))
attempt('rotate 2 args', lambda: d.rotate(1, 2))
attempt('rotate kw', lambda: d.rotate(n=1))
attempt('rotate float', lambda: d.rotate(1.5))

# indexing
d = deque('abcde')
print(d[0], d[-1], d[2], d[-5], d[True])
attempt('index oob', lambda: d[5])
attempt('index neg oob', lambda: d[-6])
attempt('slice', lambda: d[1:3])
attempt('str index', lambda: d['a'])
attempt('float index', lambda: d[1.0])
attempt('big index', lambda: d[2 ** 70])
d[0] = 'A'
d[-1] = 'E'
print(d)
del d[1]
del d[-2]
print(d)


def setslice():
    d[0:1] = [1]


def delslice():
    del d[0:1]


def set_oob():
    d[10] = 1


def del_oob():
    del d[-10]


attempt('set slice', setslice)
attempt('del slice', delslice)
attempt('set oob', set_oob)
attempt('del oob', del_oob)


class Idx:
    def __index__(self):
        return 1


print(d[Idx()])

# in
d = deque([1, 'x', (2, 3), None])
print(1 in d, 'x' in d, (2, 3) in d, None in d, 5 in d, 1.0 in d, 'y' not in d)

# iteration and mutation
d = deque([1, 2, 3])
print(list(d), list(reversed(d)), [x * 2 for x in d], sum(d), sorted(d, reverse=True))
it = iter(d)
print(next(it))
d.append(4)
attempt('next after append', lambda: next(it))
attempt('next again', lambda: next(it))
rit = reversed(d)
d.popleft()
attempt('reversed after popleft', lambda: next(rit))
it = iter(d)
d[0] = 99
print('setitem keeps iter', list(it))
it = iter(d)
d.reverse()
print('reverse keeps iter', list(it))
it = iter(d)
d.rotate(1)
attempt('after rotate', lambda: list(it))
it = iter(d)
d.extend([])
print('extend [] keeps iter', list(it))
it = iter(d)
d.clear()
attempt('after clear', lambda: list(it))
it = iter(deque())
deque().clear()
print(list(it))


def mutate_in_loop():
    q = deque([1, 2, 3])
    for x in q:
        q.append(x)


attempt('loop append', mutate_in_loop)
print(type(iter(deque())).__name__, type(reversed(deque())).__name__)
it = iter(deque([5, 6]))
print(iter(it) is it, list(it), list(it))


class Eq:
    def __init__(self, q):
        self.q = q

    def __eq__(self, other):
        self.q.append(0)
        return False


q = deque()
q.extend([Eq(q), Eq(q), 3])
attempt('contains mutating', lambda: 3 in q)
q = deque()
q.extend([Eq(q), Eq(q), 3])
attempt('count mutating', lambda: q.count(3))
q = deque()
q.extend([Eq(q), 3])
attempt('index mutating', lambda: q.index(3))
q = deque()
q.extend([Eq(q), 3])
attempt('remove mutating', lambda: q.remove(3))

# repr
print(repr(deque()), repr(deque([1, 'a', None])), repr(deque([1], maxlen=3)))
print(str(deque([[1, 2], (3,)], 2)), f'{deque([1])}', deque([deque([1])]))
r = deque()
r.append(r)
print(r)
r2 = deque([1], maxlen=5)
r2.append([r2])
print(r2)
lst = [deque()]
lst[0].append(lst)
print(lst)

# comparisons
a, b = deque([1, 2, 3]), deque([1, 2, 4])
print(a == deque([1, 2, 3]), a != b, a < b, a <= b, a > b, a >= b)
print(deque([1, 2]) < deque([1, 2, 3]), deque() == deque(), deque([1]) == deque([1], 5))
print(deque([1, 2]) >= deque([1, 2]), deque([2]) > deque([1, 9, 9]))
print(a == [1, 2, 3], a != [1, 2, 3], a == (1, 2, 3))
attempt('lt list', lambda: a < [1, 2])
attempt('gt tuple', lambda: a > (1,))
attempt('le int', lambda: a <= 1)
attempt('lt mixed items', lambda: deque([1]) < deque(['a']))
nan = float('nan')
print(deque([nan]) == deque([nan]))

# operators
a = deque([1, 2], maxlen=3)
print(a + deque([3, 4]), (a + deque([3])).maxlen, deque([1]) + deque([2]), a + a)
attempt('add list', lambda: deque() + [1])
attempt('add tuple', lambda: deque() + (1,))
attempt('list add deque', lambda: [1] + deque())
attempt('tuple add deque', lambda: (1,) + deque())
attempt('sub', lambda: deque() - deque())
print(deque([1, 2]) * 3, 2 * deque([1]), deque([1, 2]) * 0, deque([1, 2]) * -1)
print(deque([1, 2, 3], maxlen=4) * 3, deque([7], maxlen=3) * 10, deque() * 5)
attempt('mul float', lambda: deque([1]) * 1.5)
attempt('mul str', lambda: deque([1]) * 'a')
attempt('mul deque', lambda: deque([1]) * deque([2]))
d = deque([1])
d2 = d
d += [2, 3]
d += (4,)
d += range(5, 7)
d += 'ab'
print(d, d is d2)
d += d
print(d)


def iadd_int():
    x = deque()
    x += 5


attempt('iadd int', iadd_int)
d = deque([1, 2])
d *= 3
print(d, d is d2)
d = deque([1, 2], 5)
d *= 4
print(d)
d *= 0
print(d)
d = deque([1, 2])
d *= True
print(d)


def imul_float():
    x = deque([1])
    x *= 2.5


attempt('imul float', imul_float)

# hashing, truthiness, len, types
attempt('hash', lambda: hash(deque()))
attempt('in set', lambda: {deque()})
attempt('dict key', lambda: {deque(): 1})
print(bool(deque()), bool(deque([0])), len(deque('abcd')), not deque())
q = deque([1])
n = 0
while q:
    x = q.popleft()
    n += 1
    if x < 20:
        q.append(x * 2)
        q.append(x * 2 + 1)
print('bfs', n)
print(type(deque()).__name__, type(deque()).__module__, deque, type(deque()) is deque)
print(isinstance(deque(), deque), issubclass(deque, object), deque.__name__, deque.__qualname__)
print(deque.__hash__ is None, deque[int], deque[int].__origin__ is deque)
attempt('attr error', lambda: deque().nope)
attempt('int(deque)', lambda: int(deque()))
print(deque([1, 2]).__len__(), deque([1]).__contains__(1), deque([5]).__getitem__(0))
print(deque([1, 2]).__reduce__()[:3], deque([1], 4).__reduce__()[:3])
print(list(deque([3, 4]).__reduce__()[3]))
print(sorted(deque([3, 1, 2])), max(deque([3, 9, 2])), min(deque('zay')), tuple(deque([1, 2])))
print(list(enumerate(deque('ab'))), dict(deque([('k', 1)])), set(deque([1, 1, 2])))
print(list(zip(deque([1, 2]), deque('ab'))), ','.join(deque(['x', 'y'])))
x, y = deque([1, 2])
print(x, y, [*deque([3, 4])], sum(deque(range(101))))


# subclasses
class Q(deque):
    def peek(self):
        return self[0]


q = Q([1, 2, 3], 4)
q.append(4)
q.append(5)
print(q, repr(q), len(q), q.peek(), q.maxlen, type(q).__name__, isinstance(q, deque))
print(q.copy(), type(q.copy()).__name__, type(copy.copy(q)).__name__, q == deque([2, 3, 4, 5]))
print(q + deque([9]), type(q + deque([9])).__name__, type(q * 2).__name__)
q += [6]
print(q, type(q).__name__)
q *= 2
print(q, type(q).__name__)
print(list(reversed(q)), 6 in q, q.pop(), q.popleft(), q)
attempt('sub maxlen set', lambda: setattr(q, 'maxlen', 1))
q.tag = 'x'
print(q.tag)


class Named(deque):
    def __init__(self, name, items):
        super().__init__(items, maxlen=3)
        self.name = name

    def __repr__(self):
        return f'Named({self.name}, {list(self)})'


n = Named('n', [1, 2, 3, 4])
n.appendleft(0)
print(n, n.maxlen, len(n), str(n))


class Plain(deque):
    pass


p = Plain()
p.extend('xy')
print(p, bool(p), bool(Plain()), Plain('ab', 1))


# unbound methods, dunders, more subclass cases
d = deque([1, 2])
deque.append(d, 3)
print(d, deque.__len__(d), deque.__repr__(d))
attempt('desc', lambda: deque.append([], 1))
print(d.__iadd__([4]), d.__imul__(2), deque.__class_getitem__(int))


class Q2(deque):
    pass


Q = Q2
print(Q([1]) == deque([1]), deque([1]) == Q([1]), deque(Q([1, 2]), 1), list(reversed(Q([1, 2]))))
print(deque.__repr__(Q([1])), copy.deepcopy(Q([[1]], 2)), 2 in Q([2]), max(Q([1, 5])))
attempt('json', lambda: json.dumps(deque([1])))
e = deque()


def delempty():
    del e[0]


attempt('del empty', delempty)
attempt('idx start>stop', lambda: d.index(2, 3, 1))
big = deque()
for i in range(10000):
    big.appendleft(i)
    if i % 3 == 0:
        big.pop()
print(len(big), big[0], big[-1], big[5000])
print(d[-0], deque(range(3)) + Q([5]), type(deque([1]) + Q([5])).__name__)
print(type(d).__mro__)
attempt('iter next', lambda: next(iter(deque())))
x = deque([3, 1, 2])
print(sorted(x), x)
print(deque('ab') * True, deque('ab') * False)
import pprint
pprint.pprint(deque(range(40), maxlen=50), width=30)
from collections.abc import MutableSequence, Sequence, Iterable
print(isinstance(deque(), MutableSequence), isinstance(deque(), Iterable), issubclass(deque, Sequence))


# index keys that wrap builtins
class ListSub(list):
    pass


class IntSub(int):
    pass


d = deque([1, 2, 3])
for k in [ListSub(), IntSub(1), 2 ** 70, -2 ** 70]:
    attempt('key', lambda: d[k])


# extend from iterators: items are appended as they come
d = deque([1, 2])
attempt('extend own iterator', lambda: d.extend(iter(d)))
print(d)
d = deque([1, 2])


def lengths():
    for _ in range(3):
        yield len(d)


d.extend(lengths())
print(d)
d.extendleft(x * 2 for x in range(3))
print(d)
z = deque(maxlen=0)
it = iter(z)
z.extend(x for x in range(3))
print(list(it), z)
b = deque(maxlen=2)
b.extend(x for x in range(5))
print(b)
attempt('extend raising', lambda: deque().extend(1 / 0 for _ in range(2)))
