from collections import OrderedDict
class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = OrderedDict()
    def get(self, k):
        if k not in self.d:
            return -1
        self.d.move_to_end(k)
        return self.d[k]
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            print("evict", self.d.popitem(last=False))
c = LRU(2)
c.put(1, "a"); c.put(2, "b"); print(c.get(1)); c.put(3, "c"); print(c.get(2), c.get(3), list(c.d.items()))
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b")
od.move_to_end("d", last=False)
print(od, list(od.keys()))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1}, dict(a=1, b=2) == dict(b=2, a=1))
print(list(reversed(OrderedDict([(1, "x"), (2, "y")]))), OrderedDict([(1, 2)]) | {3: 4})
o = OrderedDict()
o["z"] = 1
o["y"] = 2
o.setdefault("x", 3)
o.update(w=4)
print(o, o.pop("y"), repr(OrderedDict()), o.pop("nope", "dflt"))
for label, fn in [
    ("move missing", lambda: OrderedDict().move_to_end("k")),
    ("popitem empty", lambda: OrderedDict().popitem()),
    ("pop missing", lambda: OrderedDict(a=1).pop("b")),
]:
    try:
        print(label, fn())
    except KeyError as e:
        print(label, "KeyError:", e)
