# operator: sequence helpers, length_hint, index, in-place forms, dunder
# aliases and the getters' argument errors and reprs.
import operator as op


def attempt(label, fn, *args):
    try:
        print(label, repr(fn(*args)))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


attempt("concat", op.concat, [1], [2])
attempt("concat str", op.concat, "a", "b")
attempt("concat int", op.concat, 1, 2)
attempt("iconcat int", op.iconcat, 1, [2])
attempt("countOf", op.countOf, [1, 2, 1, 1.0], 1)
attempt("indexOf", op.indexOf, "abc", "c")
attempt("indexOf missing", op.indexOf, [1, 2], 3)
attempt("contains", op.contains, {"a": 1}, "a")
nan = float("nan")
attempt("countOf nan", op.countOf, [nan, nan], nan)

attempt("length_hint list", op.length_hint, [1, 2, 3])
attempt("length_hint range", op.length_hint, range(5))
attempt("length_hint gen", op.length_hint, (x for x in []), 9)
attempt("length_hint obj", op.length_hint, object(), 4)
attempt("length_hint bad default", op.length_hint, [], "x")


class Hinted:
    def __init__(self, v):
        self.v = v

    def __length_hint__(self):
        return self.v


attempt("hint 7", op.length_hint, Hinted(7))
attempt("hint NotImplemented", op.length_hint, Hinted(NotImplemented), 2)
attempt("hint negative", op.length_hint, Hinted(-1))
attempt("hint str", op.length_hint, Hinted("3"))

attempt("index int", op.index, 7)
attempt("index bool", op.index, True)
attempt("index float", op.index, 2.5)


class Idx:
    def __index__(self):
        return 4


attempt("index obj", op.index, Idx())
print([10, 20, 30, 40, 50][op.index(Idx())])

lst = [1]
print(op.iadd(lst, [2]) is lst, lst)
print(op.imul([1, 2], 2), op.ipow(2, 5), op.ifloordiv(7, 2), op.itruediv(7, 2))
print(op.imod(7, 3), op.ilshift(1, 4), op.irshift(64, 2), op.iand(6, 3), op.ior(4, 1), op.ixor(5, 1), op.isub(5, 7))
s = {1}
print(op.ior(s, {2}) is s, s)

print(op.__add__ is op.add, op.__not__ is op.not_, op.__and__ is op.and_, op.__or__ is op.or_)
print(op.__inv__ is op.inv, op.__invert__ is op.invert, op.__call__ is op.call, op.__ixor__ is op.ixor)
print(op.truth([]), op.truth([0]), op.is_(None, None), op.is_not(1, None), op.not_(0))
print(op.abs(-3), op.neg(2), op.pos(-2), op.inv(5), op.pow(2, 10), op.mod("%s!", "x"))
print(op.call(max, 3, 9, key=lambda v: -v))
d = {"k": 1}
op.setitem(d, "j", 2)
op.delitem(d, "k")
print(d, op.getitem(d, "j"), op.getitem("hello", slice(1, 3)))

for fn, args in [(op.attrgetter, ()), (op.attrgetter, (1,)), (op.attrgetter, ("a", 2)),
                 (op.itemgetter, ()), (op.methodcaller, ()), (op.methodcaller, (3,))]:
    try:
        fn(*args)
    except TypeError as e:
        print(fn.__name__, "TypeError:", e)

print(op.attrgetter("a"), op.attrgetter("a.b", "c"))
print(op.itemgetter(0), op.itemgetter("x", (1, 2)))
print(op.methodcaller("split"), op.methodcaller("split", ",", maxsplit=1))
print(op.methodcaller("replace", "a", "b")("banana"))
print(op.methodcaller("format", self="me")("{self}"))
print(op.itemgetter(slice(None, 2))("abcdef"), op.itemgetter(-1, 0)([1, 2, 3]))


class Node:
    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent


n = Node("leaf", Node("root"))
print(op.attrgetter("parent.name", "name")(n))
attempt("attrgetter missing", op.attrgetter("parent.parent.name"), n)
attempt("itemgetter missing", op.itemgetter(5), [1])
attempt("methodcaller missing", op.methodcaller("nope"), 1)
print(type(op.attrgetter("a")).__name__, type(op.itemgetter(1)).__name__)
print(sorted(op.__all__) == op.__all__, len(op.__all__))
op.itemgetter(1)(5)
