# io.TextIOWrapper over binary streams, sys.stdout.reconfigure and
# sys.stdout.buffer, as programs use them to read bytes as text or to force
# UTF-8 output.
import csv
import io
import sys
import zipfile

sys.stdout.reconfigure(encoding="utf-8")
sys.stderr.reconfigure(encoding="utf-8", errors="backslashreplace")
print("encoding", sys.stdout.encoding)

w = io.TextIOWrapper(io.BytesIO("a,b\r\n1,é\r\n2,ü\r\n".encode()), encoding="utf-8", newline="")
rows = list(csv.reader(w))
print(rows, isinstance(w, io.TextIOWrapper), isinstance(w, io.TextIOBase))

w = io.TextIOWrapper(io.BytesIO(b"one\r\ntwo\nthree"))
print([line for line in w], w.encoding)
w = io.TextIOWrapper(io.BytesIO(b"x\ny\nz\n"), encoding="ascii")
print(repr(w.readline()), w.read(1), w.readlines())

raw = io.BytesIO()
t = io.TextIOWrapper(raw, encoding="utf-8")
print(t.write("héllo\nwörld\n"))
t.flush()
print(raw.getvalue(), t.buffer is raw, t.readable(), t.writable())
out = io.BytesIO()
t = io.TextIOWrapper(out, encoding="utf-16-le", newline="\r\n")
t.write("a\nb")
t.flush()
print(out.getvalue())
b = t.detach()
print(b is out)
try:
    io.TextIOWrapper(io.BytesIO(b"\xff"), encoding="utf-8").read()
except UnicodeDecodeError as e:
    print("decode error:", e)
with io.TextIOWrapper(io.BytesIO(b"closing")) as t:
    print(t.read())
print(t.closed)

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as z:
    z.writestr("notes.txt", "first line\nsecond line\n")
with zipfile.ZipFile(buf) as z:
    with io.TextIOWrapper(z.open("notes.txt"), encoding="utf-8") as f:
        print([line.rstrip("\n") for line in f])

# Text written before must reach the buffer before bytes are written to it.
sys.stdout.flush()
out = sys.stdout.buffer
out.write("bytes: ".encode())
data = "snow ☃ and é\n".encode("utf-8")
out.write(data[:7])
out.write(data[7:])
out.flush()
sys.stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8")
print("through a wrapper:", "ü")
sys.stdout.flush()
