# cast to other formats
b = bytearray(range(16))
m = memoryview(b)
i = m.cast("i")
print(i.format, i.itemsize, len(i), i.nbytes, i.shape, i.tolist())
h = m.cast("H")
print(h.format, h.tolist())
print(m.cast("b").tolist()[:4])
sb = memoryview(bytes([250, 251, 5]))
print(sb.cast("b").tolist(), sb.cast("B").tolist())
c = m[:3].cast("c")
print(c.format, c[0], c[2], c.tolist())
q = m.cast("Q")
print(q.tolist())
i[0] = -1
print(b[:4], i[0])
back = i.cast("B")
print(back.format, len(back), back[:4].tolist())
d = memoryview(bytearray(8)).cast("d")
d[0] = 1.5
print(d[0], d.tolist(), bytes(d.obj).hex())
f = memoryview(bytearray(4)).cast("f")
f[0] = 0.25
print(f.tolist())
print(m.cast("@B").format)
l = m.cast("l")
print(l.itemsize, len(l))
x = memoryview(b"ab").cast("c")
x2 = memoryview(bytearray(b"ab")).cast("c")
x2[1] = b"z"
print(x2.obj)
try:
    x2[0] = 5
except TypeError as e:
    print("TypeError", e)
