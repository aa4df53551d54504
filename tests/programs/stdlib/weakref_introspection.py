# getweakrefcount, getweakrefs, repr shapes and subclassing ref.
import gc
import weakref


class Obj:
    pass


o = Obj()
print(weakref.getweakrefcount(o), weakref.getweakrefs(o))
r = weakref.ref(o)
p = weakref.proxy(o)
cb = weakref.ref(o, lambda r: None)
print(weakref.getweakrefcount(o))
refs = weakref.getweakrefs(o)
print(len(refs), refs[0] is r, refs[1] is p, cb in refs)
print(weakref.getweakrefcount(1), weakref.getweakrefs("x"))

del p
gc.collect()
print(weakref.getweakrefcount(o))
del cb
gc.collect()
print(weakref.getweakrefcount(o), weakref.getweakrefs(o)[0] is r)

print(repr(r).startswith("<weakref at 0x"), "; to 'Obj' at 0x" in repr(r))


def named():
    pass


print(repr(weakref.ref(named)).endswith("(named)>"))
del o
gc.collect()
print(repr(r).endswith("; dead>"))


class TaggedRef(weakref.ref):
    def __init__(self, ob, callback=None, tag=None):
        super().__init__(ob, callback)
        self.tag = tag

    def __new__(cls, ob, callback=None, tag=None):
        return super().__new__(cls, ob, callback)


x = Obj()
t1 = TaggedRef(x, tag="first")
t2 = TaggedRef(x, tag="second")
print(t1 is not t2, t1.tag, t2.tag, t1() is x, isinstance(t1, weakref.ref))
print(t1 == t2, t1 == weakref.ref(x), hash(t1) == hash(x))
gc.collect()
print(weakref.getweakrefcount(x))
kr = weakref.KeyedRef(x, None, "key")
print(kr.key, kr() is x)
del x
gc.collect()
print(t1(), t2(), kr())

print(weakref.ref[int])
