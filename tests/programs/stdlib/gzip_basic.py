import gzip, io, zlib

data = b"".join(b"record %d, value %d\n" % (i, i * i) for i in range(500))
for level in (0, 1, 6, 9):
    g = gzip.compress(data, level, mtime=0)
    print(level, g[:10].hex(), gzip.decompress(g) == data)
g = gzip.compress(data, mtime=1700000000)
print(g[:10].hex(), gzip.decompress(g) == data, zlib.decompress(g, 31) == data)
print(gzip.decompress(gzip.compress(b"")), gzip.compress(b"", mtime=0)[:10].hex())
# several members, zero padding between them
multi = gzip.compress(b"one ", mtime=0) + gzip.compress(b"two", mtime=0) + b"\0\0\0"
print(gzip.decompress(multi))
print(gzip.decompress(bytearray(gzip.compress(b"ba", mtime=0))))

def attempt(f, *a):
    try:
        print("ok", f(*a))
    except Exception as e:
        print(type(e).__name__, e, isinstance(e, OSError))

good = gzip.compress(b"hello gzip", mtime=0)
attempt(gzip.decompress, b"not gzip at all")
attempt(gzip.decompress, b"x")
attempt(gzip.decompress, good[:-3])
attempt(gzip.decompress, good[:6])
attempt(gzip.decompress, good[:-8] + b"\0\0\0\0" + good[-4:])
attempt(gzip.decompress, good[:-4] + b"\1\0\0\0")
attempt(gzip.decompress, good[:2] + b"\x07" + good[3:])
attempt(gzip.decompress, good + b"junk")
print(gzip.BadGzipFile.__mro__[1].__name__, gzip.READ, gzip.WRITE)

# GzipFile over a BytesIO
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    print(f.write(b"line one\n"), f.write(b"line two\nline three\n"), f.tell())
raw = buf.getvalue()
print(raw[:10].hex(), gzip.decompress(raw))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.readline(), f.read(4), f.peek(1)[:1], f.read(), f.mtime, f.tell())
    f.seek(0)
    print(f.readlines())
buf = io.BytesIO()
with gzip.GzipFile("notes.txt.gz", "wb", 1, buf, mtime=5) as f:
    f.write(b"named")
print(buf.getvalue()[:20], gzip.decompress(buf.getvalue()))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    try:
        f.write(b"x")
    except OSError as e:
        print("OSError", e)
