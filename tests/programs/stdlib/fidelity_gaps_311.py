# Small CPython 3.11 fidelity points: bytes in int()/float() errors, partition result types, `in` on a class, bytearray re-init, datetime fold.
import copy, datetime
for f, a in [(int, b'x'), (float, bytearray(b'x')), (int, bytearray(b'12a')), (float, b'1.5z'), (int, b'')]:
    try:
        f(a)
    except ValueError as e:
        print(e)
print(int(b'12'), float(bytearray(b' 1.5 ')))
r = b''.partition(memoryview(b'x'))
print([bytes(x) for x in r], [type(x).__name__ for x in r])
r = b"axb".partition(memoryview(b"x"))
print([bytes(x) for x in r], [type(x).__name__ for x in r])
r = bytearray(b'axb').partition(memoryview(b'x'))
print([bytes(x) for x in r], [type(x).__name__ for x in r])
r = bytearray(b'ab').rpartition(b'x')
print([bytes(x) for x in r], [type(x).__name__ for x in r])
r = b'ab'.rpartition(bytearray(b'x'))
print([bytes(x) for x in r], [type(x).__name__ for x in r])
class K: pass
try:
    1 in K
except TypeError as e:
    print(e)
try:
    1 in 5
except TypeError as e:
    print(e)
ba = bytearray(b'hello')
ba.__init__(b'xy')
print(ba)
ba.__init__()
print(ba)
ba.__init__(3)
print(ba)
ba.__init__('abc', 'ascii')
print(ba)
print(datetime.timedelta.__new__.__name__, datetime.datetime.__new__.__name__)
d = datetime.datetime(2021, 11, 7, 1, 30, fold=1)
c = copy.copy(d)
print(c.fold, repr(c), repr(d))
print(copy.deepcopy(d).fold)
print(repr(datetime.datetime(2021, 11, 7, 1, 30, 5, 7, fold=1)))
print(repr(datetime.time(1, 30, fold=1)), copy.copy(datetime.time(1, 2, fold=1)).fold)
print(repr(datetime.datetime(2021, 11, 7, 1, 30, tzinfo=datetime.timezone.utc, fold=1)))
print(d.replace(fold=0), d == c, hash(d) == hash(c))
