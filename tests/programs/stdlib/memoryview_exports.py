# A bytearray with a live memoryview keeps its bytes writable but its size
# fixed; releasing the view (or leaving its `with` block) lifts the lock.


def attempt(label, f):
    try:
        r = f()
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


ba = bytearray(b'abcdef')
m = memoryview(ba)


def iadd():
    global ba
    ba += b'z'


def iadd_empty():
    global ba
    ba += b''


def imul(n):
    def f():
        global ba
        ba *= n
    return f


def delete(key):
    def f():
        del ba[key]
    return f


def assign(key, value):
    def f():
        ba[key] = value
    return f


attempt('append', lambda: ba.append(1))
attempt('extend', lambda: ba.extend(b'xy'))
attempt('extend iterable', lambda: ba.extend([1, 2]))
attempt('extend empty', lambda: ba.extend(b''))
attempt('+=', iadd)
attempt('+= empty', iadd_empty)
attempt('*= 1', imul(1))
attempt('*= 2', imul(2))
attempt('*= 0', imul(0))
attempt('del slice', delete(slice(0, 2)))
attempt('del empty slice', delete(slice(3, 3)))
attempt('del index', delete(0))
attempt('del extended', delete(slice(None, None, 2)))
attempt('slice same size', assign(slice(0, 2), b'XY'))
attempt('slice grows', assign(slice(0, 2), b'XYZ'))
attempt('slice shrinks', assign(slice(0, 2), b'Q'))
attempt('extended slice', assign(slice(None, None, 2), b'123'))
attempt('extended slice empty', assign(slice(None, None, 2), b''))
attempt('pop', lambda: ba.pop())
attempt('pop(0)', lambda: ba.pop(0))
attempt('clear', lambda: ba.clear())
attempt('insert', lambda: ba.insert(0, 1))
attempt('remove', lambda: ba.remove(ord('2')))
attempt('remove missing', lambda: ba.remove(ord('q')))
attempt('reverse', lambda: ba.reverse())
attempt('setitem', assign(0, 65))
print(ba, m.tobytes(), len(m))
attempt('extend with its own view', lambda: ba.extend(m))

# Writes through the view still land in the bytearray.
m[1] = ord('!')
print(ba)

m.release()
attempt('append after release', lambda: ba.append(ord('.')))
print(ba)

# A slice of a view locks the bytearray on its own.
m = memoryview(ba)
s = m[1:3]
m.release()
attempt('slice alive', lambda: ba.append(1))
s.release()
attempt('slice released', lambda: ba.append(2))

# So does a view of a view, and a cast.
m = memoryview(ba)
m2 = memoryview(m)
c = m.cast('B')
m.release()
attempt('view of view alive', lambda: ba.append(3))
m2.release()
attempt('cast alive', lambda: ba.append(3))
c.release()
attempt('all released', lambda: ba.append(3))

# A context manager releases on exit, also when the block raises.
with memoryview(ba) as w:
    attempt('in with', lambda: ba.append(4))
    print(w[0], w.nbytes == len(ba))
attempt('after with', lambda: ba.append(4))
try:
    with memoryview(ba) as w:
        raise KeyError('x')
except KeyError:
    pass
attempt('after raising with', lambda: ba.append(5))

# A view nobody holds any more does not lock (CPython frees it at once).
print(memoryview(ba)[0:2].tobytes())
attempt('temporary view', lambda: ba.append(6))
x = memoryview(ba)
del x
attempt('deleted view', lambda: ba.append(7))


def peek(b):
    v = memoryview(b)
    return v[0]


print(peek(ba))
attempt('view of a returned frame', lambda: ba.append(8))
views = [memoryview(ba) for _ in range(3)]
attempt('views in a list', lambda: ba.append(9))
views.pop().release()
attempt('two left', lambda: ba.append(9))
views.clear()
attempt('list cleared', lambda: ba.append(9))

# Views a collection frees stop counting too.
import gc
for _ in range(50):
    memoryview(ba)[1:]
gc.collect()
attempt('after a collection', lambda: ba.append(10))

# Hashing or compressing a view copies it: no lock is left behind.
import hashlib
import zlib
hv = memoryview(ba)
print(hashlib.sha1(hv).hexdigest()[:8], zlib.crc32(hv) == zlib.crc32(bytes(ba)))
hv.release()
attempt('after hashing', lambda: ba.append(11))

# Empty bytearrays: clearing nothing is no resize; errors come first.
e = bytearray()
me = memoryview(e)
attempt('clear empty', lambda: e.clear())
attempt('pop empty', lambda: e.pop())
attempt('append to empty', lambda: e.append(0))
me.release()

# A bytearray subclass is locked the same way.


class BA(bytearray):
    pass


sub = BA(b'abc')
ms = memoryview(sub)
attempt('subclass append', lambda: sub.append(1))
attempt('subclass setitem', lambda: sub.__setitem__(0, 90))
ms.release()
attempt('subclass after release', lambda: sub.append(1))
print(sub)

# A read-only view of a bytearray locks it too; views of bytes lock nothing.
r = memoryview(ba).toreadonly()
attempt('readonly view', lambda: ba.append(1))
r.release()
bv = memoryview(b'abc')
print(bv.tobytes(), bv.readonly)
print(len(ba), ba[-12:])
