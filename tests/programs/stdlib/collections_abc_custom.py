import collections.abc
import collections.abc as cabc
from collections.abc import MutableSequence, Set, Mapping
print(collections.abc.Mapping is Mapping, cabc.Sequence is collections.abc.Sequence)
class TypedList(MutableSequence):
    def __init__(self, kind, items=()):
        self.kind = kind
        self._items = []
        self.extend(items)
    def _check(self, v):
        if not isinstance(v, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(v).__name__}")
        return v
    def __getitem__(self, i):
        return self._items[i]
    def __setitem__(self, i, v):
        self._items[i] = self._check(v)
    def __delitem__(self, i):
        del self._items[i]
    def __len__(self):
        return len(self._items)
    def insert(self, i, v):
        self._items.insert(i, self._check(v))
    def __repr__(self):
        return f"TypedList({self._items!r})"
t = TypedList(int, [3, 1, 2])
t.append(5)
t += [7]
print(t, len(t), t[0], 2 in t, t.index(5), t.count(1), list(reversed(t)))
t.reverse()
print(t, t.pop(), t.pop(0), t)
t.remove(1)
print(t)
try:
    t.append("x")
except TypeError as e:
    print("TypeError:", e)
try:
    t.index(99)
except ValueError:
    print("ValueError from index")
class Span(Set):
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, x):
        return self.lo <= x < self.hi
    def __iter__(self):
        return iter(range(self.lo, self.hi))
    def __len__(self):
        return max(0, self.hi - self.lo)
    @classmethod
    def _from_iterable(cls, it):
        return frozenset(it)
a, b = Span(0, 5), Span(3, 8)
print(sorted(a & b), sorted(a | b), sorted(a - b), sorted(a ^ b), a <= Span(0, 10), a == Span(0, 5), a.isdisjoint(Span(5, 9)))
class Env(Mapping):
    def __init__(self, d):
        self._d = d
    def __getitem__(self, k):
        return self._d[k.upper()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
e = Env({"HOME": "/root", "USER": "me"})
print(e["home"], e.get("shell", "-"), "user" in e, sorted(e.keys()), sorted(e.values()), sorted(e.items()), e == {"HOME": "/root", "USER": "me"})
print(isinstance(e, cabc.Collection), isinstance(t, cabc.Sequence), isinstance(a, cabc.Hashable), issubclass(TypedList, cabc.Reversible))
try:
    cabc.Sequence()
except TypeError as ex:
    print("TypeError:", ex)
