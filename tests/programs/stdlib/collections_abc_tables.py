# collections.abc: every ABC's abstract methods, structural checks, and
# the mixin methods on small custom containers.
import collections.abc as cabc

for name in cabc.__all__:
    cls = getattr(cabc, name)
    print(name, sorted(cls.__abstractmethods__), cls.__hash__ is None)


class Bag:
    def __len__(self):
        return 0

    def __iter__(self):
        return iter(())

    def __contains__(self, x):
        return False


class OptOut(Bag):
    __iter__ = None


print([issubclass(Bag, c) for c in (cabc.Sized, cabc.Iterable, cabc.Container, cabc.Collection, cabc.Sequence)])
print(issubclass(OptOut, cabc.Iterable), issubclass(OptOut, cabc.Collection), isinstance([], cabc.Hashable), isinstance((), cabc.Hashable))
print([isinstance(x, cabc.Iterator) for x in (iter([]), [], (i for i in ()), iter({}))], isinstance(len, cabc.Callable))


class Span(cabc.Sequence):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i % 3


s = Span(7)
print(list(s), list(reversed(s)), 2 in s, 9 in s, s.count(0), s.index(2), s.index(0, 1), s.index(1, -3), s.index(0, -100))
for args in ((5,), (2, 0, 2), (0, 4, -4)):
    try:
        print(s.index(*args))
    except ValueError as e:
        print("ValueError", repr(str(e)))


class Stack(cabc.MutableSequence):
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def insert(self, i, v):
        self.items.insert(i, v)


st = Stack()
st.extend("abcde")
st.append("f")
st.reverse()
print(st.items, st.pop(), st.pop(0), st.items)
st.remove("c")
st += "xy"
st.extend(st)
print(st.items)
st.clear()
print(st.items, len(st))


class Letters(cabc.MutableSet):
    def __init__(self, it=()):
        self.s = set()
        for x in it:
            self.s.add(x)

    def __contains__(self, x):
        return x in self.s

    def __iter__(self):
        return iter(sorted(self.s))

    def __len__(self):
        return len(self.s)

    def add(self, x):
        self.s.add(x)

    def discard(self, x):
        self.s.discard(x)

    def __repr__(self):
        return "Letters(%s)" % "".join(self)


a, b = Letters("abc"), Letters("bcd")
print(a & b, a | b, a - b, a ^ b, "xa" - a if False else "", a <= Letters("abcd"), a < a, a == Letters("cba"), a != b)
print(a & "cz", a | ["z"], ["a", "q"] - a if False else "", a.isdisjoint("xyz"), Letters("ab") >= Letters("a"), a > b)
a |= "z"
a &= "abz"
a ^= Letters("bq")
a -= "q"
print(a, a.pop(), a)
a.remove("z")
try:
    a.remove("nope")
except KeyError as e:
    print("KeyError", e)
a.clear()
print(a, len(a), a.__and__(5), Letters("a")._hash() == Letters("a")._hash())


class Table(cabc.MutableMapping):
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    def __delitem__(self, k):
        del self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


t = Table()
t.update({"a": 1}, b=2)
t.update([("c", 3)])
print(list(t.keys()), list(t.items()), list(t.values()), t.get("z", 0), "a" in t, t == {"a": 1, "b": 2, "c": 3})
print(t.setdefault("d", 4), t.pop("a"), t.pop("zz", None), t.popitem(), dict(t), t.keys() & {"b", "q"}, ("b", 2) in t.items(), 2 in t.values())
t.clear()
print(len(t), reversed if cabc.Mapping.__reversed__ is None else "has reversed")
for bad in (lambda: t.pop("x"), lambda: t.popitem()):
    try:
        bad()
    except KeyError as e:
        print("KeyError", repr(e))


def gen():
    try:
        yield 1
    finally:
        pass


class Stubborn(cabc.Generator):
    def send(self, v):
        return 1

    def throw(self, *a):
        return 2


print(next(Stubborn()), isinstance(gen(), cabc.Generator), issubclass(Stubborn, cabc.Iterator))
try:
    Stubborn().close()
except RuntimeError as e:
    print("RuntimeError", e)
print(cabc.Callable[[int, str], bool], cabc.Callable[..., None], cabc.Iterable[int], cabc.Mapping[str, int])
print(cabc.Callable[[int], str].__args__, cabc.Callable[[int], str] == cabc.Callable[[int], str])
for bad in (lambda: cabc.Callable[int], lambda: cabc.Callable[int, str], lambda: isinstance(1, cabc.Callable[[int], str])):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
