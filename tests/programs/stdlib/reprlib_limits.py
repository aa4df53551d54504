import reprlib
from collections import deque
from reprlib import Repr, recursive_repr

r = reprlib.repr
print(r("x" * 100), r("short"), r("a'b" * 20), r(""))
print(r(list(range(100))), r(tuple(range(3))), r((1,)), r(()), r([]))
print(r(2 ** 200), r(-(10 ** 50)), r(10 ** 39), r(True), r(3.5), r(None))
print(r({i: str(i) * 40 for i in range(10)}), r({}), r({"b": 1, "a": 2}))
print(r(set(range(20))), r(set()), r(frozenset(range(3))), r(frozenset()))
print(r({"z", "a", "m"}))
print(r(deque(range(10))), r(deque()))
print(r([[[[[[[1]]]]]]]), r([[[[[[[[1]]]]]]]]), r(([[]],)), r({1: {2: {3: {4: {5: {6: {7: 8}}}}}}}))
print(r(b"bytes" * 20), r(range(1000)), r(print))


class Long:
    def __repr__(self):
        return "L" * 50


class Broken:
    def __repr__(self):
        raise ValueError("no")


print(r(Long()), r([Long(), Long()]))
print(r(Broken()).startswith("<Broken instance at 0x"))

a = Repr()
a.maxlist = 2
a.maxstring = 10
a.maxlevel = 2
a.fillvalue = "~"
print(a.repr(list(range(5))), a.repr("abcdefghijklmnop"), a.repr([[[1]]]), a.repr({1: [[2]]}))
a.maxstring = 3
print(a.repr("abcdefgh"), a.repr("ab"))
a.maxlong = 5
print(a.repr(123456789), a.repr(-12345))
print(sorted(k for k in vars(Repr()) if k.startswith("max")), Repr().fillvalue)


class MyRepr(Repr):
    def repr_Long(self, obj, level):
        return "<long>"

    def repr_float(self, obj, level):
        return "F%d" % level


print(MyRepr().repr([Long(), 1.5, [2.5]]))


class Node:
    def __init__(self):
        self.kids = []

    @recursive_repr()
    def __repr__(self):
        return "Node(%r)" % (self.kids,)


n = Node()
n.kids.append(n)
n.kids.append(Node())
print(repr(n), Node.__repr__.__name__, Node.__repr__.__qualname__)


class Tagged(list):
    @recursive_repr("<loop>")
    def __repr__(self):
        "doc here"
        return "T" + list.__repr__(self)


t = Tagged([1])
t.append(t)
print(repr(t), Tagged.__repr__.__doc__)
print(reprlib.__all__, reprlib.aRepr.maxdict)
