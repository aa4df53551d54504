# Argument errors and the messages CPython gives.
import gc
import weakref


class C:
    def m(self):
        return 1


c = C()
attempts = [
    lambda: weakref.ref(c, callback=print),
    lambda: weakref.ref(),
    lambda: weakref.ref(c, None, 1),
    lambda: weakref.proxy(c, callback=None),
    lambda: weakref.ref(c)(1),
    lambda: weakref.ref(5),
    lambda: weakref.proxy("text"),
    lambda: weakref.WeakMethod(print),
    lambda: weakref.WeakMethod(C.m),
    lambda: weakref.WeakSet([1, 2]),
    lambda: weakref.WeakKeyDictionary({"k": 1}),
    lambda: weakref.WeakValueDictionary({"k": 1}),
    lambda: weakref.finalize(3, print),
    lambda: weakref.ProxyType(c),
]
for i, f in enumerate(attempts):
    try:
        f()
        print(i, "no error")
    except TypeError as e:
        print(i, "TypeError:", e)

d = weakref.WeakValueDictionary()
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    d.popitem()
except KeyError as e:
    print("KeyError on popitem")
s = weakref.WeakSet()
try:
    s.pop()
except KeyError as e:
    print("KeyError:", e)
kd = weakref.WeakKeyDictionary()
print("x" in kd, 3 in s)

p = weakref.proxy(C())
gc.collect()
try:
    p.m()
except ReferenceError as e:
    print("ReferenceError:", e)
try:
    p == 1
except ReferenceError as e:
    print("ReferenceError on compare:", e)
raise ReferenceError("weakly-referenced object no longer exists")
