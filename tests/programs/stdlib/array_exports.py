# An array.array with a live memoryview refuses to change size.
import array


def attempt(label, f):
    try:
        r = f()
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


def run(label, code, init=(1, 2, 3), tc='i'):
    a = array.array(tc, init)
    m = memoryview(a)
    attempt(label, lambda: exec(code, {'a': a, 'array': array}))
    print('  ', a, m.nbytes)
    m.release()


run('append', 'a.append(4)')
run('extend list', 'a.extend([4, 5])')
run('extend empty list', 'a.extend([])')
run('extend iterator', 'a.extend(iter([4]))')
run('extend bad item', 'a.extend(["x"])')
run('extend array', 'a.extend(array.array("i", [4]))')
run('extend empty array', 'a.extend(array.array("i"))')
run('+=', 'a += array.array("i", [4])')
run('+= empty', 'a += array.array("i")')
run('*= 1', 'a *= 1')
run('*= 2', 'a *= 2')
run('*= 0', 'a *= 0')
run('*= 0 empty', 'a *= 0', init=())
run('insert', 'a.insert(0, 9)')
run('pop', 'a.pop()')
run('pop bad index', 'a.pop(10)')
run('pop empty', 'a.pop()', init=())
run('remove', 'a.remove(2)')
run('remove missing', 'a.remove(99)')
run('frombytes', 'a.frombytes(bytes(4))')
run('frombytes empty', 'a.frombytes(b"")')
run('fromlist', 'a.fromlist([7])')
run('fromlist empty', 'a.fromlist([])')
run('fromunicode', 'a.fromunicode("x")', init='ab', tc='u')
run('fromunicode empty', 'a.fromunicode("")', init='ab', tc='u')
run('del index', 'del a[0]')
run('del slice', 'del a[0:2]')
run('del empty slice', 'del a[1:1]')
run('del extended', 'del a[::2]')
run('del empty extended', 'del a[5:9:2]')
run('slice same size', 'a[0:1] = array.array("i", [7])')
run('slice grows', 'a[0:1] = array.array("i", [7, 8])')
run('slice shrinks', 'a[0:2] = array.array("i", [9])')
run('slice empty', 'a[1:1] = array.array("i")')
run('slice wrong kind', 'a[0:1] = array.array("d", [7.0])')
run('extended slice', 'a[::2] = array.array("i", [7, 8])')
run('setitem', 'a[0] = 5')
run('reverse', 'a.reverse()')
run('byteswap', 'a.byteswap()')

# Without exports, assigning nothing to an extended slice deletes it.
b = array.array('i', [1, 2, 3, 4])
b[::2] = array.array('i')
print(b)

# Views of views keep the lock until every one is released.
a = array.array('h', [1, 2, 3])
m = memoryview(a)
s = m[1:]
c = m.cast('B')
m.release()
attempt('slice and cast alive', lambda: a.append(4))
s.release()
attempt('cast alive', lambda: a.append(4))
c.release()
attempt('all released', lambda: a.append(4))
with memoryview(a) as w:
    attempt('in with', lambda: a.append(5))
    print(w.tolist(), w.format, w.itemsize)
attempt('after with', lambda: a.append(5))
print(memoryview(a)[1])
attempt('temporary view', lambda: a.append(6))
print(a)
