# Deleting a dict or list item or an attribute that held the last reference:
# the weak reference dies (its callback runs) and a suspended generator
# closes there, as under CPython's reference counting.
import weakref
class A:
    pass
def cb(label):
    return lambda ref: print("died:", label)
items = {"k": A()}
r1 = weakref.ref(items["k"], cb("dict item"))
del items["k"]
print("after del item")
holder = A()
holder.child = A()
r2 = weakref.ref(holder.child, cb("attribute"))
del holder.child
print("after del attr")
lst = [A(), A()]
r3 = weakref.ref(lst[0], cb("list item"))
del lst[0]
print("after del list item", r3())
def gen():
    try:
        yield 1
    finally:
        print("gen finally")
gens = {"g": gen()}
next(gens["g"])
del gens["g"]
print("after del gen")
