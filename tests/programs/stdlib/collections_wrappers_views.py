# collections: namedtuple introspection, OrderedDict views and subclass
# hooks, Counter corner cases, ChainMap/UserDict equality, User* wrappers.
from collections import namedtuple, OrderedDict, Counter, ChainMap, UserDict, UserList, UserString, defaultdict

Pt = namedtuple("Pt", "x y z", defaults=[0, 1])
print(Pt.__new__.__doc__, Pt.__new__.__defaults__, Pt._make.__doc__, Pt._replace.__doc__)
print(Pt._asdict.__qualname__, Pt.__repr__.__doc__, Pt.__getnewargs__.__doc__, Pt._field_defaults)
print(Pt(5), Pt(5, z=9), Pt._make(range(3)), Pt.y, Pt.__slots__, type(Pt.x).__name__)


class Sub(Pt):
    def norm(self):
        return abs(self.x) + abs(self.y)


s = Sub(-2, 3)
print(s, s.norm(), s._replace(x=1), type(s._replace(x=1)).__name__, Sub._make([1, 2, 3]))
print(namedtuple("One", "a")(1), namedtuple("Ren", "a def a", rename=True)._fields)
try:
    namedtuple("Bad name", "a")
except ValueError as e:
    print("ValueError:", e)
try:
    namedtuple("T", "a", defaults=(1, 2))
except TypeError as e:
    print("TypeError:", e)

od = OrderedDict([("b", 1), ("a", 2), ("c", 3)])
od.move_to_end("a", last=False)
print(od, list(od), list(od.keys()), list(reversed(od.values())), od.keys() == {"a", "b", "c"})
print(sorted(od.keys() | ["z"]), sorted(od.items() - {("a", 2)}), od.keys().isdisjoint("xy"), od.setdefault("d", 4), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) != OrderedDict(b=2, a=1), dict(od) == od)
od.update([("a", 20)], e=5)
print(od, od.popitem(last=False), od.copy(), type(od.copy()).__name__)


class Log(OrderedDict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)


lg = Log({"x": 1}, y=2)
lg.update(z=3)
lg.setdefault("w", 0)
print(lg)

c = Counter({"a": 2, "b": -1, "c": 0})
print(+c, -c, c.most_common(), list(c.elements()), c.total(), c["missing"], "missing" in c)
print(Counter("abracadabra").most_common(3), Counter(a=1) | Counter(a=3, b=2), Counter(a=5) & Counter(a=2, b=1))
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) != Counter(a=2), Counter(a=1) >= Counter(), Counter() > Counter())
for bad in (lambda: Counter(a=1) + {"a": 1}, lambda: Counter() - 1):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
k = Counter(a=3)
k.subtract("aab")
k.update(Counter(c=2))
print(k, repr(Counter({"x": 1j})) if False else "", Counter(x=None.__class__ and 1))

base = ChainMap({"a": 1}, {"b": 2})
print(base == {"a": 1, "b": 2}, base == ChainMap({"b": 2, "a": 1}), UserDict(a=1) == UserDict(a=1), UserDict(a=1) == ChainMap({"a": 1}))
print(base.get("b"), base.setdefault("c", 3), base.maps, base.pop("zz", "dflt"), sorted(base.items()), 2 in base.values())
print(base.keys(), base.values().__class__.__name__, len(base.items()))


class Defaulting(UserDict):
    def __missing__(self, key):
        return key * 2


dft = Defaulting(q=1)
print(dft["ab"], dft.get("ab"), "ab" in dft, dft.pop("q"), dft, dft | {"r": 1}, {"r": 1} | dft)
dft |= {"s": 2}
print(dft, type(dft.copy()).__name__, dft.copy() == dft)

ul = UserList("abc")
ul.extend(UserList("de"))
ul[0:2] = ["X"]
del ul[-1]
ul.insert(1, "i")
print(ul, ul.copy(), list(reversed(ul)), ul * 0, 2 * ul, ul < ["z"], ul.data is ul.copy().data)
ul.reverse()
ul *= 2
print(ul, len(ul), "c" in ul, ul.remove("c"), ul, UserList() == [])

us = UserString("  Mixed Case  ")
print(repr(us.strip()), type(us.strip()).__name__, us.split(), us.title(), us.swapcase(), us.casefold())
print(list(UserString("ab")), type(list(UserString("ab"))[0]).__name__, us.count(UserString("e")), us.replace(UserString("Case"), "X"))
print(UserString("%s-%s") % (1, 2), UserString("n=%d") % 5, us.isspace(), UserString("12").isdigit(), hash(UserString("a")) == hash("a"))
print(UserString("abc") + UserString("d"), UserString("x") + 5, 5 + UserString("x") if False else "", UserString(3.5), float(UserString("2.5")))
print(sorted([UserString("b"), UserString("a")]), UserString("a") < UserString("b"), "a" in UserString("cab"), UserString("ab")[::-1])

dd = defaultdict(lambda: "?")
dd["k"]
print(dd["k"], len(dd), repr(defaultdict(None, {1: 2})), defaultdict(int) == {}, defaultdict.fromkeys("ab", 0))
