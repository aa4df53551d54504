# int()/float() of bytes-likes, `in` a class, bytearray.__init__ again,
# datetime fold in repr and copies, native __new__ names.
import copy
from datetime import datetime, time, timedelta, timezone, date

cases = [(int, b'x'), (int, bytearray(b'x')), (float, b'x'), (float, bytearray(b'x')),
         (int, b' 1 2'), (float, b''), (int, b'\xd9\xa1'), (float, b'1e'),
         (int, b'y' * 250)]
for f, a in cases:
    try:
        f(a)
    except ValueError as e:
        print(f.__name__, e)
print(int(b' 42 '), int(bytearray(b'-7')), float(b' 1.5 '), float(memoryview(b'2.5')))
print(int(b'ff', 16), int(bytearray(b'0x10'), 0))
for args in [(b'fg', 16), (bytearray(b'12'), 2)]:
    try:
        int(*args)
    except ValueError as e:
        print(e)
try:
    float(memoryview(b'x'))
except ValueError as e:
    print(str(e).startswith('could not convert string to float: <memory at 0x'))


class C:
    pass


for container in [C, C(), int, 5, None]:
    try:
        1 in container
    except TypeError as e:
        print(e)

b = bytearray(b'ab')
b.__init__(b'xyz')
print(b == bytearray(b'xyz'), b)
b.__init__()
print(b)
b.__init__(3)
print(b)
b.__init__('h\xe9', 'utf-8')
print(b)
b.__init__([1, 2, 3])
print(b)
for bad in [lambda: b.__init__('x'), lambda: b.__init__(1, 2), lambda: b.__init__(-1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(b)

d = datetime(2020, 1, 1, 1, 2, 3, fold=1)
print(repr(d))
print(repr(datetime(2020, 1, 1, fold=1)))
print(repr(datetime(2020, 1, 1, 1, 2, 3, 5, tzinfo=timezone.utc, fold=1)))
print(repr(datetime(2020, 1, 1, 1, 2, 3, 5, tzinfo=timezone.utc)))
print(copy.copy(d).fold, copy.deepcopy(d).fold, copy.copy(d) == d, type(copy.copy(d)).__name__)
print(copy.copy(datetime(2020, 1, 1)).fold)
t = time(1, 2, fold=1, tzinfo=timezone.utc)
print(repr(t), repr(time(1, 2, fold=1)), copy.copy(t).fold, copy.deepcopy(t).fold)
print(timedelta.__new__.__name__, date.__new__.__name__, datetime.__new__.__name__,
      timedelta.__hash__.__name__, datetime.__add__.__name__)
