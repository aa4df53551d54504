# The operator functions as the callables other code passes around: their
# results on builtin and user types, argument-count and keyword errors, the
# getters' call shapes, and functools.partial / cmp_to_key call paths.
import functools
import operator


class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        return V(self.x + (o.x if isinstance(o, V) else o))

    def __radd__(self, o):
        return V(o + self.x)

    def __iadd__(self, o):
        self.x += o
        return self

    def __lt__(self, o):
        return "lt-result"

    def __neg__(self):
        return V(-self.x)

    def __getitem__(self, k):
        return ("item", k)

    def __contains__(self, k):
        return k == 3

    def __bool__(self):
        return self.x != 0

    def __repr__(self):
        return f"V({self.x})"


print(operator.add(1, 2), operator.add("a", "b"), operator.add(V(1), 2), operator.add(3, V(1)))
print(operator.sub(5, 7), operator.mul([0], 3), operator.truediv(7, 2), operator.floordiv(-7, 2))
print(operator.mod(-7, 3), operator.pow(2, 100), operator.pow(2, -1), operator.lshift(1, 70))
print(operator.rshift(-9, 1), operator.and_(12, 10), operator.or_({1}, {2}), operator.xor(True, True))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq([1], [1]), operator.ne(1, 1.0))
print(operator.ge("b", "a"), operator.gt(1, 2), operator.lt(V(1), V(2)))
print(operator.neg(V(3)), operator.pos(-0.0), operator.inv(5), operator.invert(~5))
print(operator.not_(V(0)), operator.truth(V(2)), operator.truth([]), operator.not_(""))
print(operator.is_(None, None), operator.is_not(1, None), operator.getitem(V(0), 5))
print(operator.getitem([1, 2, 3], slice(1, None)), operator.contains(V(0), 3), operator.contains("abc", "z"))
d = {}
print(operator.setitem(d, "k", 1), d, operator.delitem(d, "k"), d)
v = V(1)
print(operator.iadd(v, 5) is v, v, operator.iadd([1], [2]), operator.isub(5, 3))
print(operator.imul("ab", 2), operator.ior({1}, {3}), operator.ipow(3, 3), operator.imod(10, 4))
print(operator.__add__ is operator.add, operator.__lt__(1, 2), operator.__not__(1), operator.__inv__(0))
print(operator.abs(-3), operator.index(7), operator.concat([1], [2]), operator.countOf([1, 2, 1], 1))

for f, args in [(operator.add, (1,)), (operator.add, (1, 2, 3)), (operator.neg, ()),
                (operator.neg, (1, 2)), (operator.lt, ()), (operator.not_, ()),
                (operator.setitem, (1, 2)), (operator.is_, (1,)), (operator.iadd, (1,)),
                (operator.truth, (1, 2)), (operator.contains, ([],))]:
    try:
        f(*args)
    except TypeError as e:
        print("TypeError:", e)
for f in (operator.add, operator.neg, operator.getitem):
    try:
        f(a=1, b=2)
    except TypeError as e:
        print("TypeError:", e)
for f, args in [(operator.add, (1, "a")), (operator.neg, ("a",)), (operator.truediv, (1, 0)),
                (operator.getitem, ([], 3)), (operator.delitem, ({}, "x")), (operator.lt, (1, "a")),
                (operator.inv, (1.5,)), (operator.mod, (1, 0))]:
    try:
        f(*args)
    except Exception as e:
        print(type(e).__name__ + ":", e)

print(functools.reduce(operator.add, range(10)), functools.reduce(operator.mul, [], 7))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])), sorted([3, 1, 2], key=operator.neg))

rows = [{"a": 2, "b": "x"}, {"a": 1, "b": "y"}]
ig = operator.itemgetter("a")
ig2 = operator.itemgetter("b", "a")
print(sorted(rows, key=ig), [ig2(r) for r in rows], ig([5]) if False else ig({"a": 9}))
print(operator.itemgetter(1)("abc"), operator.itemgetter(slice(0, 2))("abc"), operator.itemgetter(0, 0)([7]))
try:
    ig({})
except KeyError as e:
    print("KeyError:", e)
try:
    operator.itemgetter(5, 0)([1])
except IndexError as e:
    print("IndexError:", e)
for call in (lambda: ig(), lambda: ig(1, 2), lambda: ig(obj={})):
    try:
        call()
    except TypeError as e:
        print("TypeError")


class P:
    def __init__(self, name, inner=None):
        self.name = name
        self.inner = inner

    @property
    def upper(self):
        return self.name.upper()


ps = [P("b", P("z")), P("a", P("y"))]
ag = operator.attrgetter("name")
print([ag(p) for p in ps], operator.attrgetter("inner.name", "upper")(ps[0]))
print(sorted(ps, key=operator.attrgetter("inner.name"))[0].name)
try:
    operator.attrgetter("missing")(ps[0])
except AttributeError as e:
    print("AttributeError:", e)
try:
    operator.attrgetter("inner.inner.name")(ps[0])
except AttributeError as e:
    print("AttributeError:", e)
print(operator.methodcaller("split", ",")("a,b"), operator.methodcaller("get", "k", 0)({}))
print(repr(ig2), repr(ag), repr(operator.methodcaller("x", 1, y=2)))


p = functools.partial(operator.add, 5)
print(list(map(p, range(3))), p(10), p.func is operator.add, p.args, p.keywords)
kp = functools.partial(int, base=2)
print(kp("101"), kp("11", base=10))
nested = functools.partial(functools.partial(pow, 2), 10)
print(nested(), nested.args)
pk = functools.partial(sorted)
print(pk([3, 1]), pk([3, 1], reverse=True))
pk.keywords["reverse"] = True
print(pk([1, 2, 3]))
q = functools.partial(lambda *a, **k: (a, k), 1, x=2)
print(q(3, y=4), q(x=9))
try:
    functools.partial(operator.add, 1, 2)(3)
except TypeError as e:
    print("TypeError:", e)


class MyPartial(functools.partial):
    def __call__(self, *args):
        return ("wrapped", super().__call__(*args))


print(MyPartial(operator.add, 1)(2))


def cmp(a, b):
    return (a > b) - (a < b)


key = functools.cmp_to_key(cmp)
print(sorted([3, 1, 2], key=key), key(1) < key(2), key(2) <= key(2), key(1) == key(1))
print(key(3) >= key(4), key(5) > key(4), max([4, 8, 1], key=key))
try:
    hash(key(1))
except TypeError as e:
    print("TypeError:", e)
