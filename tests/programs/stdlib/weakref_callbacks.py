# Callbacks: argument, order among one object's references, exceptions
# (reported, not raised), callbacks that create new references.
import gc
import weakref


class Obj:
    pass


log = []
o = Obj()
refs = [weakref.ref(o, lambda r, i=i: log.append(i)) for i in range(4)]
del o
gc.collect()
print("newest first:", log)

# The callback receives the very reference it was registered on.
seen = []
p = Obj()


def cb(ref):
    seen.append(ref)


rp = weakref.ref(p, cb)
del p
gc.collect()
print("argument is the ref:", len(seen), seen[0] is rp, seen[0]() is None)

# A callback whose reference is itself unreachable is not called.
lost = []
q = Obj()
weakref.ref(q, lambda r: lost.append("called"))
gc.collect()
del q
gc.collect()
print("unreachable ref, no callback:", lost)

# An exception in a callback is reported on stderr and swallowed.
def bad(ref):
    raise ValueError("boom")


s = Obj()
rs = weakref.ref(s, bad)
del s
gc.collect()
print("still running after a failing callback")

# Callbacks may allocate and make new weak references.
made = []
t = Obj()
u = Obj()


def chain(ref):
    made.append(weakref.ref(u))


rt = weakref.ref(t, chain)
del t
gc.collect()
print("made in callback:", made[0]() is u)

# Each callback runs once.
count = [0]
v = Obj()
rv = weakref.ref(v, lambda r: count.__setitem__(0, count[0] + 1))
del v
gc.collect()
gc.collect()
print("ran once:", count[0])

# A reference to a function and to a class.
def f():
    return 42


class K:
    pass


rf = weakref.ref(f)
rk = weakref.ref(K)
print(rf()(), rk() is K)
