# weakref.ref: calling, identity sharing, callbacks, hashing and equality.
import gc
import weakref


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Node(%r)" % self.name


a = Node("a")
r1 = weakref.ref(a)
r2 = weakref.ref(a)
print("alive:", r1() is a, r1() is r2())
print("shared:", r1 is r2, weakref.ref(a, None) is r1)
print("type:", type(r1).__name__, type(r1) is weakref.ReferenceType)
print("callback of plain:", r1.__callback__)

events = []


def on_death(ref):
    events.append(("dead", ref() is None, ref is r3))


r3 = weakref.ref(a, on_death)
print("with callback is new:", r3 is not r1, r3.__callback__ is on_death)
print("equal while alive:", r1 == r3, r1 != r3)
print("hash matches referent:", hash(r1) == hash(a), hash(r3) == hash(a))
print("count:", weakref.getweakrefcount(a))

del a
gc.collect()
print("after collect:", r1(), r3(), events)
print("callback cleared:", r3.__callback__)
print("equal when dead:", r1 == r3, r1 == r1, r3 != r1)
print("hash kept:", isinstance(hash(r1), int))

b = Node("b")
rb = weakref.ref(b)
del b
gc.collect()
try:
    hash(rb)
except TypeError as e:
    print("TypeError:", e)

# Ordering is not defined for references.
c = Node("c")
try:
    weakref.ref(c) < weakref.ref(c)
except TypeError as e:
    print("TypeError:", e)

# Comparing with a non-reference falls back to identity.
print(weakref.ref(c) == c, weakref.ref(c) != c)

# A reference to an object still reachable elsewhere survives collection.
keep = [Node("kept")]
rk = weakref.ref(keep[0])
gc.collect()
print("kept:", rk())
