# extend keeps the items before a failure; bulk reverse/byteswap
from array import array
a = array('i', [1])
try:
    a.extend([2, 3, 'x', 4])
except TypeError as e:
    print(e)
print(a)
def g():
    yield 5
    raise KeyError('k')
try:
    a.extend(g())
except KeyError as e:
    print(repr(e))
print(a)
b = array('d', range(10000))
print(len(b), b[-1], sum(b))
b.reverse(); print(b[0], b[-1]); b.byteswap(); b.byteswap(); print(b[:3])
