# collections.abc: mixin methods a subclass gets for free, structural checks, views.
from collections.abc import (Set, MutableSet, Mapping, MutableMapping, Sequence,
                             MutableSequence, Iterable, Iterator, Sized, Hashable,
                             Callable, Container, Collection, Reversible, Generator,
                             KeysView, ItemsView, ValuesView)
import collections.abc as cabc


class Bits(MutableSet):
    def __init__(self, it=()):
        self.items = []
        for x in it:
            self.add(x)

    def __contains__(self, x):
        return x in self.items

    def __iter__(self):
        return iter(sorted(self.items))

    def __len__(self):
        return len(self.items)

    def add(self, x):
        if x not in self.items:
            self.items.append(x)

    def discard(self, x):
        if x in self.items:
            self.items.remove(x)

    def __repr__(self):
        return f'Bits({list(self)})'


a, b = Bits([1, 2, 3]), Bits([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= b, Bits([2]) < a, a == Bits([3, 2, 1]), a.isdisjoint([7]))
print(a & [3, 9], a - [1], a == {1, 2, 3}, a != b)
a |= [8]
a -= [1]
print(a, a.pop(), a)
a ^= Bits([2, 5])
print(a)
try:
    a.remove(42)
except KeyError as e:
    print('KeyError', e)
a.clear()
print(a, len(a))


class Env(MutableMapping):
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k.upper()]

    def __setitem__(self, k, v):
        self.d[k.upper()] = v

    def __delitem__(self, k):
        del self.d[k.upper()]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)

    def __repr__(self):
        return f'Env({self.d})'


e = Env()
e.update({'home': '/root'}, user='me')
e.update([('shell', 'sh')])
print(e.get('HOME'), e.get('nope', 0), 'user' in e, e.setdefault('x', 1), e.setdefault('x', 2))
print(e.keys(), list(e.items()), list(e.values()), e == {'HOME': '/root', 'USER': 'me', 'SHELL': 'sh', 'X': 1})
print(e.pop('x'), e.pop('x', 'gone'), e.popitem(), len(e), ('USER', 'me') in e.items(), 'me' in e.values())
try:
    e.pop('x')
except KeyError as err:
    print('KeyError', err)
e.clear()
try:
    e.popitem()
except KeyError as err:
    print('KeyError', repr(err))


class Seq(Sequence):
    def __init__(self, *xs):
        self.xs = xs

    def __getitem__(self, i):
        return self.xs[i]

    def __len__(self):
        return len(self.xs)


s = Seq(3, 1, 4, 1, 5)
print(list(s), list(reversed(s)), 4 in s, s.index(1), s.index(1, 2), s.count(1), s.index(5, -2))
try:
    s.index(9)
except ValueError as err:
    print('ValueError', repr(err))


class Stack(MutableSequence):
    def __init__(self):
        self.xs = []

    def __getitem__(self, i):
        return self.xs[i]

    def __setitem__(self, i, v):
        self.xs[i] = v

    def __delitem__(self, i):
        del self.xs[i]

    def __len__(self):
        return len(self.xs)

    def insert(self, i, v):
        self.xs.insert(i, v)


st = Stack()
st.extend([1, 2, 3])
st.append(4)
st += [5]
st.reverse()
print(st.xs, st.pop(), st.pop(0), st.xs)
st.remove(2)
print(st.xs)
st.extend(st)
print(st.xs)
st.clear()
print(st.xs)
try:
    Stack.__abstractmethods__ and Seq.__abstractmethods__
    MutableSequence()
except TypeError as err:
    print('TypeError', err)
print(sorted(MutableSequence.__abstractmethods__), sorted(Set.__abstractmethods__))
checks = (Iterable, Iterator, Sized, Hashable, Callable, Container, Collection, Reversible,
          Generator, Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet)
for v in ([], (), '', {}, set(), frozenset(), range(3), iter([]), (x for x in ()), len, 3, None,
          b'', bytearray(), {}.keys(), {}.items(), {}.values()):
    print(type(v).__name__, ''.join('1' if isinstance(v, c) else '.' for c in checks))
print(KeysView({1: 2}), ItemsView({'a': 1}), ValuesView({}), len(KeysView({1: 2, 3: 4})))
print(KeysView({1: 2, 3: 4}) & {3}, ItemsView({1: 2}) | {(5, 6)} == {(1, 2), (5, 6)})
print(Iterable[int], Mapping[str, int], cabc.Callable[[int, str], bool], cabc.Callable[..., int])
print(cabc.Callable[[], None], cabc.Callable[[int], str].__args__, cabc.Callable[[int], str] == cabc.Callable[[int], str])
for bad in (lambda: cabc.Callable[int], lambda: cabc.Callable[int, str]):
    try:
        bad()
    except TypeError as err:
        print('TypeError', err)


class NoHash:
    __hash__ = None


class Duck:
    def __iter__(self):
        return iter(())

    def __len__(self):
        return 0


print(isinstance(NoHash(), Hashable), isinstance(Duck(), Iterable), isinstance(Duck(), Sized),
      isinstance(Duck(), Collection), issubclass(Duck, Container))
