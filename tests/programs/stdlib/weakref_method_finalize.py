# WeakMethod and finalize.
import gc
import weakref


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1
        return self.n


c = Counter()
wm = weakref.WeakMethod(c.bump)
print(wm()(), wm()(), c.n)
print(wm() == c.bump, wm == weakref.WeakMethod(c.bump), isinstance(wm, weakref.ref))
r = weakref.ref(c.bump)
gc.collect()
print("plain ref to bound method dies:", r() is None)

died = []
wm2 = weakref.WeakMethod(c.bump, lambda w: died.append(w is wm2))
del c
gc.collect()
print(wm(), wm2(), died)

try:
    weakref.WeakMethod(len)
except TypeError as e:
    print("TypeError:", e)

# Function dying first also kills the WeakMethod.
class K:
    pass


def meth(self):
    return "hi"


k = K()
import types
bound = k.__class__
K.meth = meth
wm3 = weakref.WeakMethod(k.meth)
print(wm3()())
del K.meth, meth
gc.collect()
print("function gone:", wm3())

# finalize
class Res:
    pass


log = []
r1 = Res()
f1 = weakref.finalize(r1, log.append, "r1 finalized")
print(f1.alive, f1.atexit, f1.peek()[1] is log.append)
del r1
gc.collect()
print(log, f1.alive, f1.peek())

r2 = Res()
f2 = weakref.finalize(r2, lambda *a, **k: log.append(("r2", a, k)), 1, 2, x=3)
print(f2(), f2.alive, log[-1])
print(f2(), f2.detach())
r3 = Res()
f3 = weakref.finalize(r3, log.append, "never")
obj, func, args, kwargs = f3.detach()
print(obj is r3, args, kwargs, f3.alive)
del r3, obj
gc.collect()
print(log[-1])

f4 = weakref.finalize(Res, print, "class finalizer at exit")
f5 = weakref.finalize(Counter, print, "skipped at exit")
f5.atexit = False
f6 = weakref.finalize(K, print, "second at-exit finalizer")
print("end of program")
