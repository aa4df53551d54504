# The native fast paths of memoryview against CPython: slices with steps,
# negative indexes, bounds errors, writes through slices of a bytearray
# view, tobytes/tolist/hex/len/==/bytes(), release and the with statement.


def t(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


data = bytes(range(20))
m = memoryview(data)
print(len(m), m[0], m[19], m[-1], m[-20], m.readonly, m.format, m.itemsize)
t("m[20]", lambda: m[20])
t("m[-21]", lambda: m[-21])
t("m[2**70]", lambda: m[2**70])
t("m['a']", lambda: m["a"])
t("m[1.0]", lambda: m[1.0])
t("m[True]", lambda: m[True])

for key in [slice(2, 9), slice(None, None, 3), slice(None, None, -1),
            slice(-5, None), slice(15, 3, -4), slice(5, 5), slice(30, 40),
            slice(-100, 100, 7), slice(None, None, -7), slice(3, None, 100),
            slice(19, None, -100)]:
    s = m[key]
    print(key, len(s), s.tobytes(), s.tolist(), s.hex(), bytes(s),
          s.nbytes, s.strides, s.contiguous)
t("step 0", lambda: m[::0])

# slices of slices, and negative indexes into a reversed view
r = m[::-1]
print(r[0], r[-1], r[3:8].tobytes(), r[::2][::-3].tolist())
print(r[1:15:2][-2], r[1:15:2][::-1].tobytes())
t("r[20]", lambda: r[20])
t("r[::2][10]", lambda: r[::2][10])

# equality with bytes, bytearray and other views
print(m == data, m == bytearray(data), m[::2] == data[::2], m[::2] == data)
print(m[1:4] == b"\x01\x02\x03", m[1:4] != b"\x01\x02\x04", m == m)
print(m[::-1] == data[::-1], m[:0] == b"", m[3:5] == memoryview(b"\x03\x04"))
print(m == "abc", m == 5, m == [0, 1], m[:3] == (0, 1, 2))
print(memoryview(b"ab").cast("b") == memoryview(b"ab"))
print(memoryview(b"\xff").cast("b") == b"\xff")

# bytearray views: item and slice writes land in the bytearray
ba = bytearray(b"0123456789")
v = memoryview(ba)
v[0] = 65
v[-1] = 90
print(ba, v.readonly)
t("v[10] = 1", lambda: v.__setitem__(10, 1))
t("v[-11] = 1", lambda: v.__setitem__(-11, 1))
t("v[0] = 256", lambda: v.__setitem__(0, 256))
t("v[0] = -1", lambda: v.__setitem__(0, -1))
t("v[0] = b'x'", lambda: v.__setitem__(0, b"x"))
t("v[0] = 1.5", lambda: v.__setitem__(0, 1.5))
v[1:4] = b"abc"
print(ba)
v[::3] = bytearray(b"WXYZ")
print(ba)
v[::-2] = b"vwxyz"
print(ba)
w = v[2:8]
w[::2] = b"..."
w[-1] = 33
print(ba, w.tobytes(), w[::-1].tolist())
t("v[1:3] = b'abc'", lambda: v.__setitem__(slice(1, 3), b"abc"))
t("v[::2] = b'ab'", lambda: v.__setitem__(slice(None, None, 2), b"ab"))
t("v[1:3] = 'ab'", lambda: v.__setitem__(slice(1, 3), "ab"))
t("v[1:3] = [1, 2]", lambda: v.__setitem__(slice(1, 3), [1, 2]))
v[0:10] = ba  # the source is the buffer itself
print(ba)
v[2:5] = memoryview(b"mno")
print(ba)
t("ro write", lambda: m.__setitem__(0, 1))
t("ro slice write", lambda: m.__setitem__(slice(0, 1), b"x"))
t("del", lambda: v.__delitem__(0))
t("resize", lambda: ba.append(1))

# signed and char views keep their item types
sb = memoryview(bytearray(b"\x01\xff\x80\x7f")).cast("b")
print(sb[1], sb[-2], sb.tolist(), sb[::-1].tolist(), sb[1:3].tobytes())
cb = memoryview(b"xyz").cast("c")
print(cb[0], cb[-1], cb[::2].tolist(), cb.tobytes())
hv = memoryview(bytearray(8)).cast("H")
hv[1] = 513
print(hv[1], hv[::2].tolist(), hv[1:3].tobytes(), hv[::-1].hex(), len(hv[1:]))

# hex with separators goes through the general code
print(m[:6].hex(":"), m[:6].hex("-", 2), m[::5].hex())

# release, then every use is an error
x = memoryview(bytearray(b"hello"))
y = x[1:4]
x.release()
for label, f in [("len", lambda: len(x)), ("x[0]", lambda: x[0]),
                 ("x[1:]", lambda: x[1:]), ("tobytes", lambda: x.tobytes()),
                 ("tolist", lambda: x.tolist()), ("hex", lambda: x.hex()),
                 ("bytes", lambda: bytes(x)), ("setitem", lambda: x.__setitem__(0, 1)),
                 ("enter", lambda: x.__enter__())]:
    t("released " + label, f)
print(x == x, x == b"hello", y.tobytes())
x.release()
y.release()

ba2 = bytearray(b"abcdef")
with memoryview(ba2) as z:
    z[0] = 122
    print(z[0], z[-1], z[1:3].tobytes(), len(z))
t("after with", lambda: z[0])
ba2.append(33)
print(ba2)
with memoryview(b"q") as q:
    pass
t("exit twice", lambda: q.__exit__(None, None, None))
t("enter released", lambda: q.__enter__())

# construction
t("mv(str)", lambda: memoryview("abc"))
t("mv(int)", lambda: memoryview(3))
t("mv()", lambda: memoryview())
print(memoryview(object=b"kw").tobytes())
print(memoryview(memoryview(b"abc")[1:]).tobytes(), memoryview(b"").tolist())
print(type(memoryview(b"a")).__name__, isinstance(m, memoryview))

# a loop like a real program's, checked against the plain bytes operations
buf = bytearray(range(256)) * 2
view = memoryview(buf)
total = 0
for i in range(0, 500, 7):
    piece = view[i:i + 9]
    total += sum(piece.tolist()) + piece[0] + len(piece)
    assert piece.tobytes() == bytes(buf[i:i + 9])
    assert piece == buf[i:i + 9]
    view[i] = (i * 3) % 256
print(total, bytes(buf[:20]).hex())
