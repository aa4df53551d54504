import operator
rows = [{"name": "ann", "age": 31, "team": "b"}, {"name": "bob", "age": 25, "team": "a"}, {"name": "cy", "age": 31, "team": "a"}]
print(sorted(rows, key=operator.itemgetter("team", "age")))
print(list(map(operator.itemgetter("name"), rows)), operator.itemgetter(0, -1)("hello"), operator.itemgetter(slice(1, 3))([1, 2, 3, 4]))
class P:
    def __init__(self, name, addr):
        self.name, self.addr = name, addr
class A:
    def __init__(self, city):
        self.city = city
ps = [P("x", A("Oslo")), P("y", A("Bergen"))]
print([operator.attrgetter("addr.city")(p) for p in ps], operator.attrgetter("name", "addr.city")(ps[0]))
print(sorted(ps, key=operator.attrgetter("addr.city"))[0].name)
mc = operator.methodcaller("split", ",", 1)
print(mc("a,b,c"), operator.methodcaller("upper")("hi"), operator.methodcaller("get", "k", 0)({}))
print(operator.add(1, 2), operator.sub(5, 7), operator.mul("ab", 3), operator.truediv(7, 2), operator.floordiv(-7, 2), operator.mod(-7, 3), operator.pow(2, -1))
print(operator.neg(5), operator.pos(-0.0), operator.abs(-3), operator.invert(5), operator.lshift(1, 10), operator.rshift(1024, 3), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq("a", "a"), operator.ne(1, 1.0), operator.ge(3, 4), operator.gt(4, 3), operator.not_(0), operator.truth([]), operator.is_(None, None), operator.is_not(1, None))
print(operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.concat([1], [2]), operator.getitem({"a": 1}, "a"), operator.length_hint([1, 2, 3]), operator.length_hint(5, 7))
l = [1, 2, 3]
operator.setitem(l, 0, 9)
operator.delitem(l, 1)
print(l, operator.index(7), operator.iadd([1], [2]), operator.iconcat("a", "b"), operator.matmul(2, 3) if False else 0)
for label, fn in [
    ("itemgetter", lambda: operator.itemgetter("x")({})),
    ("attrgetter", lambda: operator.attrgetter("nope")(1)),
    ("indexOf", lambda: operator.indexOf([1], 5)),
    ("index", lambda: operator.index(1.5)),
    ("concat", lambda: operator.concat(1, 2)),
    ("attrgetter int", lambda: operator.attrgetter(5)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
print(repr(operator.itemgetter(1, "a")), repr(operator.attrgetter("x.y")), repr(operator.methodcaller("f", 1, k=2)))
