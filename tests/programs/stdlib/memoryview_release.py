# release() and the context manager
def t(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)
m = memoryview(b"abc")
m.release()
t(lambda: len(m))
t(lambda: m[0])
t(lambda: m.tobytes())
t(lambda: m.format)
t(lambda: m.readonly)
t(lambda: m.obj)
t(lambda: bytes(m))
t(lambda: m.nbytes)
t(lambda: m.cast("B"))
t(lambda: list(m))
t(lambda: m.tolist())
t(lambda: m.hex())
print(m == m, m == b"abc")
m.release()
print("released twice ok")
with memoryview(bytearray(b"xyz")) as v:
    print(v.tobytes(), v.hex(), v.itemsize, v.shape, v.ndim, v.contiguous)
    v[0] = 65
    print(v.obj)
t(lambda: v.tobytes())
t(lambda: v[0])
with memoryview(b"q") as w:
    pass
t(lambda: w.__enter__())
