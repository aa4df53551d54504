# Cyclic garbage: weak references to members of a cycle are cleared when
# the collector frees the cycle; callbacks of references that die with
# the cycle are not called.
import gc
import weakref


class Node:
    def __init__(self, name):
        self.name = name
        self.other = None


log = []


def build():
    a = Node("a")
    b = Node("b")
    a.other = b
    b.other = a
    return weakref.ref(a, lambda r: log.append("a")), weakref.ref(b, lambda r: log.append("b"))


ra, rb = build()
gc.collect()
print(ra(), rb(), sorted(log))

# A reference stored inside its own referent dies with it: no callback.
inner = []
n = Node("self")
n.me = weakref.ref(n, lambda r: inner.append("called"))
n.other = n
del n
gc.collect()
print("self-referencing:", inner)

# Weak references do not keep a cycle alive.
holder = weakref.WeakValueDictionary()


def make_ring(k):
    nodes = [Node(i) for i in range(k)]
    for i, nd in enumerate(nodes):
        nd.other = nodes[(i + 1) % k]
        holder[i] = nd
    return len(holder)


print(make_ring(5))
gc.collect()
print("ring collected:", len(holder))

# gc.collect inside a function works the same.
def check():
    x = Node("x")
    r = weakref.ref(x)
    del x
    gc.collect()
    return r()


print("in function:", check())

# A generator holding the only strong reference.
def gen():
    obj = Node("g")
    yield weakref.ref(obj)
    yield "done"


g = gen()
r = next(g)
gc.collect()
print("held by suspended generator:", r().name)
del g
gc.collect()
print("after generator dropped:", r())

# Closure keeps its referent.
def outer():
    obj = Node("closure")
    return (lambda: obj.name), weakref.ref(obj)


fn, r = outer()
gc.collect()
print(fn(), r() is not None)
del fn
gc.collect()
print(r())
