# WeakValueDictionary: entries go when their values are collected.
import gc
import weakref


class Item:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "Item(%d)" % self.n


d = weakref.WeakValueDictionary()
keep = [Item(i) for i in range(5)]
for it in keep:
    d["k%d" % it.n] = it
print(len(d), sorted(d.keys()), d["k3"])
print("k2" in d, "zz" in d, d.get("zz", "default"), d.get("k1"))

del keep[1:3]
gc.collect()
print(len(d), sorted(d))
try:
    d["k1"]
except KeyError as e:
    print("KeyError:", e)

print(sorted(v.n for v in d.values()))
print(sorted((k, v.n) for k, v in d.items()))
print(sorted(r.key for r in d.valuerefs()))

print(d.pop("k0").n, len(d))
print(d.pop("nope", "dflt"))
k, v = d.popitem()
print(k in ("k3", "k4"), len(d))
x = Item(9)
print(d.setdefault("k9", x) is x, d.setdefault("k9", Item(10)) is x)
d.update({"u": keep[0]}, w=keep[-1])
print(sorted(d))
c = d.copy()
print(type(c).__name__, sorted(c))
del d["u"]
print(sorted(d), isinstance(d, dict))

# Collection during iteration does not disturb the loop.
e = weakref.WeakValueDictionary()
hold = {}
for i in range(20):
    o = Item(i)
    e[i] = o
    if i % 2 == 0:
        hold[i] = o
del o
seen = []
for k in e:
    if k == 4:
        gc.collect()
    seen.append(k)
print(len(seen) >= 10, len(e))
print(sorted(e.keys()))

# Many short-lived values: the dict does not keep them.
f = weakref.WeakValueDictionary()
for i in range(2000):
    f[i] = Item(i)
gc.collect()
print("after churn:", len(f))

# Loops left early do not stop later removals.
g = weakref.WeakValueDictionary()
for i in range(10):
    g[i] = Item(i)
for k in g:
    break
for k, v in g.items():
    break
del v
gc.collect()
print("after break:", len(g))
ws = weakref.WeakSet()
kd = weakref.WeakKeyDictionary()
objs = [Item(i) for i in range(5)]
for o in objs:
    ws.add(o)
    kd[o] = o.n
for o in ws:
    break
for o in kd:
    break
del o, objs
gc.collect()
print("after break:", len(ws), len(kd))
