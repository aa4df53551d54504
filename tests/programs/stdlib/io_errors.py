import io
for bad in [None, 5]:
    try:
        io.StringIO(bad)
        print("ok", bad)
    except TypeError as e:
        print(e)
try:
    io.BytesIO("str")
except TypeError as e:
    print(e)
s = io.StringIO()
try:
    s.write(b"bytes")
except TypeError as e:
    print(e)
print(issubclass(io.UnsupportedOperation, OSError))
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
try:
    s.fileno()
except io.UnsupportedOperation as e:
    print("unsupported", e)
s.write(None)
