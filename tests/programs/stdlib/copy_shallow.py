import copy
inner = [1, 2]
orig = [inner, {"k": inner}, (3, inner), "s", 4.5, None, {1, 2}, frozenset([3])]
c = copy.copy(orig)
print(c == orig, c is orig, c[0] is inner, c[1] is orig[1], c[2] is orig[2], c[6] is orig[6], c[7] is orig[7])
d = {"a": [1], "b": {"c": 2}}
dc = copy.copy(d)
dc["a"].append(99); dc["new"] = 1
print(d, dc, list(dc) == ["a", "b", "new"])
s = {1, 2, 3}; sc = copy.copy(s); sc.add(4); print(s, sc)
t = (1, [2]); print(copy.copy(t) is t, copy.copy("str") is not None, copy.copy(42), copy.copy(3.5), copy.copy(None), copy.copy(range(2, 5)))
print(copy.copy(len) is len, copy.copy(print) is print, copy.copy(int) is int)
class Box:
    def __init__(self, items):
        print("init", items)
        self.items = items
    def __repr__(self):
        return "Box(%r)" % (self.items,)
b = Box([1, 2])
b2 = copy.copy(b)
print(b2, b2 is b, b2.items is b.items, type(b2) is Box, vars(b2))
class Custom:
    def __copy__(self):
        return "custom copy result"
print(copy.copy(Custom()))
class Empty:
    pass
e = copy.copy(Empty()); print(type(e).__name__, vars(e))
def f(): return 1
print(copy.copy(f) is f, copy.copy(Box) is Box)
err = KeyError("k"); ce = copy.copy(err); print(repr(ce), ce is err)
m = b.__repr__; mc = copy.copy(m); print(mc(), mc == m)
def gen():
    yield 1
copy.copy(gen())
