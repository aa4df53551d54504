# arrays as buffers
from array import array
a = array("i", [10, 20, 30, 40])
m = memoryview(a)
print(m.format, m.itemsize, m.nbytes, len(m), m.readonly, m.tolist())
m[0] = 11
print(a)
s = m[1:3]
print(s.tolist(), s.obj is a)
bm = m.cast("B")
print(len(bm), bm[:4].tolist())
bm[4] = 21
print(a[1])
print(bytes(m) == a.tobytes(), m == array("i", [11, 21, 30, 40]))
d = array("d", [0.5, 0.25])
print(memoryview(d).tolist(), memoryview(d).format)
print(array("B", memoryview(b"xyz").tobytes()))
