# slice assignment and deletion on bytearray
ba = bytearray(b"0123456789")
ba[2:5] = b""
print(ba)
ba[::2] = b"xxxx"
print(ba)
ba[1:1] = b"INS"
print(ba)
ba[:] = ba
print(ba)
ba[5:2] = b"Q"
print(ba)
ba[::-1] = bytearray(b"abcdefghijk")
print(ba)
ba[0:3] = [65, 66]
print(ba)
ba[0:3] = range(3)
print(ba)
ba[0:3] = bytearray(b"z")
print(ba)
ba[-2:] = (x for x in b"GEN")
print(ba)
ba[len(ba):] = b"tail"
print(ba)
del ba[::3]
print(ba)
del ba[-2:]
print(ba)
del ba[::-2]
print(ba)
del ba[0]
print(ba)
ba[0] = True
ba[-1] = 0x41
print(ba)
x = bytearray(b"abcdef")
x[::2] = b""
print(x)
x = bytearray(b"abcdef")
x[1:5:2] = []
print(x)
x = bytearray(b"abcdef")
del x[:]
print(x, len(x))
x = bytearray(b"abcdef")
x[100:200] = b"far"
x[-100:1] = b"<"
print(x)
bad = [
    (slice(0, 2), 5),
    (slice(0, 2), "ab"),
    (slice(0, 2), None),
    (slice(0, 2), 2.5),
    (slice(0, 2), [1, 256]),
    (slice(0, 2), ["a"]),
    (slice(None, None, 2), b"a"),
    (slice(None, None, -1), b"abc"),
    (0, 256),
    (0, -1),
    (0, "a"),
    (0, b"a"),
    (50, 1),
    (-50, 1),
    ("k", 1),
    (1.5, 1),
    (slice("a", None), b""),
]
for key, value in bad:
    y = bytearray(b"abcdef")
    try:
        y[key] = value
        print("ok", y)
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
for key in [10, -10, "k", None]:
    y = bytearray(b"abc")
    try:
        del y[key]
        print("ok", y)
    except (TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)
