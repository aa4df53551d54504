from collections.abc import Iterable, Iterator, Sequence, Mapping, MutableMapping, Sized, Container, Callable, Hashable, Set, MutableSequence, Generator
vals = [[1], (1,), "s", {1: 2}, {1}, 5, iter([]), len, None, range(3), b"x", frozenset()]
for v in vals:
    print(type(v).__name__ if not isinstance(v, Iterator) else "an iterator", [isinstance(v, t) for t in (Iterable, Iterator, Sequence, Mapping, Sized, Container, Callable, Hashable, Set)])
class Bag(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
b = Bag()
b["Key"] = 1
b.update({"OTHER": 2})
print(b["KEY"], len(b), sorted(b.keys()), "other" in b, b.get("x", 0), b.pop("key"), dict(b.items()), b.setdefault("n", 5))
class Countdown(Iterator):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), iter(Countdown(1)).__class__.__name__)
class Half(Sequence):
    pass
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
class Seq(Sequence):
    def __getitem__(self, i):
        return [10, 20, 30][i]
    def __len__(self):
        return 3
s = Seq()
print(list(s), 20 in s, s.index(30), s.count(10), list(reversed(s)))
print(issubclass(list, MutableSequence), issubclass(tuple, MutableSequence), issubclass(dict, Mapping), issubclass(set, Set))
def gen():
    yield 1
print(isinstance(gen(), Generator), isinstance(gen(), Iterator), isinstance([], Iterator))
