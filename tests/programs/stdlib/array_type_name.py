# array.array is named 'array.array' in messages (CPython's tp_name), while
# its __name__ is 'array'.
import array

a = array.array('i', [1, 2])


def attempt(label, f):
    try:
        r = f()
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


t = type(a)
print(t.__name__, t.__qualname__, t.__module__, repr(t), t is array.ArrayType)
print(array.array)
attempt('a + 1', lambda: a + 1)
attempt('1 + a', lambda: 1 + a)
attempt('a - a', lambda: a - a)
attempt('a ** 2', lambda: a ** 2)
attempt('divmod', lambda: divmod(a, 2))
attempt('call', lambda: a())
attempt('str + a', lambda: 'x' + a)
attempt('list + a', lambda: [1] + a)
attempt('tuple + a', lambda: (1,) + a)
attempt('hash', lambda: hash(a))
attempt('dict key', lambda: {a: 1})
attempt('set item', lambda: {a})
attempt('getattr', lambda: a.foo)
attempt('setattr', lambda: setattr(a, 'foo', 1))
attempt('__dict__', lambda: a.__dict__)
attempt('class getattr', lambda: array.array.foo)
attempt('join', lambda: ''.join([a]))
attempt('startswith', lambda: 'abc'.startswith(a))
attempt('a < 1', lambda: a < 1)
attempt('-a', lambda: -a)
attempt('abs', lambda: abs(a))
attempt('ord', lambda: ord(a))
attempt('round', lambda: round(a))
attempt('next', lambda: next(a))
attempt('format', lambda: format(a, 'd'))
attempt('%d', lambda: '%d' % a)
attempt('list index', lambda: [1, 2][a])
attempt('range', lambda: range(a))
attempt('encode', lambda: 'x'.encode(a))
attempt('bytes + a', lambda: b'x' + a)
print(array.array.__hash__)


class Sub(array.array):
    pass


s = Sub('i', [3])
print(type(s).__name__, repr(type(s)).replace(__name__, 'M'))
attempt('Sub + 1', lambda: 1 + s)
attempt('Sub call', lambda: s())
attempt('Sub hash', lambda: hash(s))
attempt('Sub getattr', lambda: Sub.foo)
s.note = 'subclasses have a __dict__'
print(s.note, 'note' in s.__dict__)
import weakref
print(weakref.ref(a)() is a)


class Plain:
    pass


attempt('list + Plain', lambda: [1] + Plain())
attempt('tuple + Plain', lambda: (1,) + Plain())
