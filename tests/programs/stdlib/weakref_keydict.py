# WeakKeyDictionary: keys held weakly, looked up by equality.
import gc
import weakref


class Key:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self):
        return "Key(%r)" % self.name


a, b, c = Key("a"), Key("b"), Key("c")
d = weakref.WeakKeyDictionary({a: 1, b: 2})
d[c] = 3
print(len(d), d[a], d[Key("b")], Key("c") in d, Key("z") in d, 5 in d)
print(sorted(k.name for k in d), sorted(d.values()))
print(sorted((k.name, v) for k, v in d.items()))

del b
gc.collect()
print(len(d), sorted(k.name for k in d.keys()))

try:
    d[1] = 2
except TypeError as e:
    print("TypeError:", e)
try:
    d[Key("nope")]
except KeyError as e:
    print("KeyError:", type(e.args[0]).__name__)

print(d.get(a), d.get(Key("q"), "none"))
print(d.pop(a), len(d), d.pop(Key("q"), "gone"))
print(d.setdefault(c, 99), d.setdefault(Key("c"), 100))
e = Key("e")
d.update({e: 5})
print(sorted((k.name, v) for k, v in d.items()))
del d[e]
print(sorted(k.name for k in d), len(d.keyrefs()))
cp = d.copy()
print(type(cp).__name__, len(cp))

# Objects used as keys do not outlive their last strong reference.
cache = weakref.WeakKeyDictionary()
objs = [Key(str(i)) for i in range(50)]
for o in objs:
    cache[o] = o.name.upper()
del objs[10:]
del o
gc.collect()
print("cache size:", len(cache))
print(sorted(v for v in cache.values())[:3])
