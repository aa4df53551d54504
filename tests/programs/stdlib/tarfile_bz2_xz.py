# tarfile with the bz2 and xz codecs: write, read back by name and by probing, and the errors for the wrong codec.
import tarfile, io, hashlib
data = b"hello world\n" * 100
for mode in ("w:bz2", "w:xz"):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode=mode) as tf:
        ti = tarfile.TarInfo("a/hello.txt"); ti.size = len(data); ti.mtime = 1700000000
        tf.addfile(ti, io.BytesIO(data))
    raw = buf.getvalue()
    print(mode, raw[:3])
    for rmode in ("r:*", "r:" + mode[2:]):
        with tarfile.open(fileobj=io.BytesIO(raw), mode=rmode) as tf:
            m = tf.getmembers()
            print(rmode, [x.name for x in m], hashlib.sha256(tf.extractfile(m[0]).read()).hexdigest()[:12])
plain = io.BytesIO()
with tarfile.open(fileobj=plain, mode="w") as tf:
    ti = tarfile.TarInfo("x"); ti.size = 1; tf.addfile(ti, io.BytesIO(b"z"))
for bad in ("r:bz2", "r:xz"):
    try:
        tarfile.open(fileobj=io.BytesIO(plain.getvalue()), mode=bad)
    except tarfile.TarError as e:
        print(bad, type(e).__name__, e)
try:
    tarfile.open(fileobj=io.BytesIO(b"garbage" * 100), mode="r:*")
except tarfile.TarError as e:
    print(type(e).__name__, e)
