# construction, repr, typecodes, itemsize
import array
from array import array as A
print(array.typecodes)
for tc in "bBhHiIlLqQfd":
    a = A(tc, [1, 2, 3])
    print(tc, a.typecode, a.itemsize, len(a), a, a.tolist())
print(A("i"), repr(A("d", [1.5, 2])), str(A("f", [0.1])))
print(A("i", [1, 2]) == A("i", [1, 2]), A("i", (x * x for x in range(5))))
print(A("b", b"\x01\xff"), A("h", A("b", [4, 5])))
print(A("u", "hi"), A("u", "hi").tounicode(), A("u"))
a = A("l", range(5))
print(a[0], a[-1], a[1:3], a[::-2], a[10:], len(a))
print(list(a), 3 in a, 9 in a, list(reversed(a)))
print(array.ArrayType is A, type(a).__name__)
print(a.buffer_info()[1])
import copy
b = copy.copy(a)
b.append(9)
print(a, b, copy.deepcopy(b))
