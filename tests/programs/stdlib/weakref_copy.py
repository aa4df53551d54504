# The copy module and weak references: references are atomic, weak
# containers copy their live entries.
import copy
import gc
import weakref


class C:
    def __init__(self, n):
        self.n = n


c = C(1)
d = C(2)
r = weakref.ref(c)
print(copy.copy(r) is r, copy.deepcopy(r) is r, copy.deepcopy([r])[0] is r)


class Holder:
    def __init__(self):
        self.refs = [weakref.ref(c)]
        self.ws = weakref.WeakSet([c])
        self.vd = weakref.WeakValueDictionary({"c": c})
        self.kd = weakref.WeakKeyDictionary({c: 1})


h = copy.deepcopy(Holder())
print(h.refs[0]() is c, len(h.ws), list(h.ws)[0] is c, h.vd["c"] is c, h.kd[c])
h2 = copy.copy(Holder())
print(h2.refs[0]() is c, len(h2.ws), h2.vd["c"] is c)

vd = weakref.WeakValueDictionary({"c": c, "d": d})
vd2 = copy.copy(vd)
print(type(vd2).__name__, sorted(vd2), vd2["d"] is d)
kd = weakref.WeakKeyDictionary({c: [1], d: [2]})
kd2 = copy.deepcopy(kd)
print(type(kd2).__name__, len(kd2), kd2[c], kd2[c] is kd[c])
ws = weakref.WeakSet([c, d])
ws2 = ws.copy()
print(len(ws2), c in ws2)
del d
gc.collect()
print(sorted(vd), sorted(vd2), len(kd), len(kd2), len(ws), len(ws2))
