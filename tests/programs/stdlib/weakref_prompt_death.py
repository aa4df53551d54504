# A weakly referenced object dies, and its callbacks run, when its last
# reference goes: at `del`, or by the time a weak reference is read.
import weakref


class A:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"A({self.n})"


a = A(1)
r = weakref.ref(a, lambda ref: print("callback, cleared:", ref() is None))
print(r())
del a
print("after del", r())

b = A(3)
fin = weakref.finalize(b, print, "finalizer of b")
del b
print("after del b", fin.alive)

d = weakref.WeakValueDictionary()
objs = [A(i) for i in range(3)]
for o in objs:
    d[o.n] = o
del o
print(sorted(d.keys()))
del objs[0]
print(sorted(d.keys()))
objs.clear()
print(sorted(d.keys()), len(d))


def local_death():
    x = A(9)
    w = weakref.ref(x)
    del x
    return w()


print(local_death())
s = weakref.WeakSet()
k = A(5)
s.add(k)
print(len(s))
del k
print(len(s))

for i in range(3):
    tmp = A(i)
    tmp_ref = weakref.ref(tmp)
    del tmp
    print(i, tmp_ref())
