# tarfile: open modes (plain, gzip, streams, append, exclusive), is_tarfile, read errors
import tarfile, io, hashlib, os, tempfile, sys

def h(b): return hashlib.sha256(b).hexdigest()[:16]
def build(fmt=tarfile.PAX_FORMAT, mode='w', entries=None):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode=mode, format=fmt) as tf:
        for name, data, extra in entries:
            ti = tarfile.TarInfo(name); ti.mtime = 1600000000
            for k, v in extra.items(): setattr(ti, k, v)
            if data is not None:
                ti.size = len(data); tf.addfile(ti, io.BytesIO(data))
            else:
                tf.addfile(ti)
    return buf.getvalue()

E = [('a.txt', b'alpha\n' * 100, {}), ('sub', None, {'type': tarfile.DIRTYPE, 'mode': 0o755}), ('sub/b.bin', bytes(range(256)) * 5, {'mode': 0o755})]
plain = build(entries=E)
print(h(plain))
gz = build(mode='w:gz', entries=E)
import gzip
print(gz[:4].hex(), gz[8:10].hex(), h(gzip.decompress(gz)) == h(plain), h(gz[:4] + gz[8:]))
st = build(mode='w|gz', entries=E)
print(st[:4].hex(), st[8:12].hex(), h(st[:4] + st[8:]), gzip.decompress(st) == plain)
st2 = build(mode='w|', entries=E)
print(st2 == plain)
for data, mode in ((plain, 'r'), (plain, 'r:*'), (plain, 'r:'), (gz, 'r:gz'), (gz, 'r'), (st, 'r|*'), (st, 'r|gz'), (plain, 'r|'), (plain, 'r|*'), (gz, 'r:*')):
    with tarfile.open(fileobj=io.BytesIO(data), mode=mode) as tf:
        out = []
        for m in tf:
            f = tf.extractfile(m)
            out.append((m.name, None if f is None else h(f.read())))
        print(mode, out)
for data, mode in ((plain, 'r:gz'), (gz, 'r:'), (b'garbage' * 100, 'r'), (b'', 'r'), (plain[:300], 'r'), (plain, 'r|gz'), (plain, 'r:foo'), (plain, 'r|foo'), (plain, 'q'), (plain, 'a:gz'), (plain, 'a|')):
    try:
        tarfile.open(fileobj=io.BytesIO(data), mode=mode)
        print(mode, 'ok')
    except Exception as e:
        print(mode, type(e).__name__, str(e).splitlines()[0], [l for l in str(e).splitlines()[1:] if 'bz2' not in l and 'xz' not in l])
# stream: backwards seek
with tarfile.open(fileobj=io.BytesIO(st), mode='r|gz') as tf:
    ms = tf.getmembers()
    try:
        tf.extractfile(ms[0]).read()
    except Exception as e:
        print(type(e).__name__, e)
print(tarfile.is_tarfile(io.BytesIO(plain)), tarfile.is_tarfile(io.BytesIO(gz)), tarfile.is_tarfile(io.BytesIO(b'x' * 1000)))
try:
    tarfile.is_tarfile('/nonexistent/x.tar')
except Exception as e:
    print(type(e).__name__, e)
# corrupt: header checksum wrong in second member
bad = bytearray(plain); off = 512 + 1024; bad[off + 148] ^= 1
with tarfile.open(fileobj=io.BytesIO(bytes(bad))) as tf:
    print(tf.getnames())
bad = bytearray(plain); bad[148] ^= 1
try:
    tarfile.open(fileobj=io.BytesIO(bytes(bad)))
except tarfile.ReadError as e:
    print('RE', str(e).splitlines()[0], str(e).splitlines()[-1])
try:
    tarfile.open(fileobj=io.BytesIO(bytes(bad)), mode='r:')
except tarfile.ReadError as e:
    print('RE', e)
# truncated in data
with tarfile.open(fileobj=io.BytesIO(plain[:700])) as tf:
    try:
        print(tf.getnames()); print(tf.extractfile('a.txt').read()[:10])
    except Exception as e:
        print(type(e).__name__, e)
with tarfile.open(fileobj=io.BytesIO(plain)) as tf:
    try: tf.getmember('nope')
    except KeyError as e: print('KE', e)
    print(repr(tf.getmember('sub/')).startswith("<TarInfo 'sub' at 0x"), tf.getmember('sub').name)
    f = tf.extractfile('a.txt')
    print(f.readline(), f.readlines()[:2], f.seek(3), f.read(4), f.seek(-3, 2), f.read())
    f = tf.extractfile('a.txt')
    print(len(list(f)), f.readable(), f.seekable())
    with tf.extractfile('a.txt') as f: print(f.read(2), f.closed)
    print(f.closed)
    try: tf.add('x')
    except OSError as e: print(e)
tf.close()
try: tf.getmembers()
except OSError as e: print(e)
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, 'x.tar')
    with tarfile.open(p, 'w') as tf:
        ti = tarfile.TarInfo('one'); ti.size = 3; tf.addfile(ti, io.BytesIO(b'111'))
    with tarfile.open(p, 'a') as tf:
        ti = tarfile.TarInfo('two'); ti.size = 3; tf.addfile(ti, io.BytesIO(b'222'))
    print(h(open(p, 'rb').read()), os.path.getsize(p))
    with tarfile.open(p) as tf:
        print(tf.getnames(), tf.name == p)
    try: tarfile.open(p, 'x')
    except FileExistsError as e: print('FEE')
    with tarfile.open(os.path.join(d, 'n.tar'), 'a') as tf: pass
    print(os.path.getsize(os.path.join(d, 'n.tar')))
    with tarfile.open(os.path.join(d, 'y.tar.gz'), 'w:gz') as tf:
        ti = tarfile.TarInfo('g'); ti.size = 2; tf.addfile(ti, io.BytesIO(b'gg'))
    raw = open(os.path.join(d, 'y.tar.gz'), 'rb').read()
    print(raw[:4].hex(), raw[8:20], h(raw[:4] + raw[8:]))
    with tarfile.open(os.path.join(d, 'y.tar.gz')) as tf: print(tf.getnames())
    with tarfile.open(os.path.join(d, 'z.tgz'), 'w|gz') as tf:
        ti = tarfile.TarInfo('g'); ti.size = 2; tf.addfile(ti, io.BytesIO(b'gg'))
    raw = open(os.path.join(d, 'z.tgz'), 'rb').read()
    print(raw[:4].hex(), raw[8:20], h(raw[:4] + raw[8:]))
    with tarfile.open(os.path.join(d, 'z.tgz'), 'r|*') as tf: print(tf.getnames())
    print(tarfile.is_tarfile(p), tarfile.is_tarfile(os.path.join(d, 'z.tgz')))
    open(os.path.join(d, 'plain.txt'), 'w').write('hi')
    print(tarfile.is_tarfile(os.path.join(d, 'plain.txt')))
    try: tarfile.open(os.path.join(d, 'plain.txt'), 'r:gz')
    except Exception as e: print(type(e).__name__, e)
    try: tarfile.open(os.path.join(d, 'missing.tar'))
    except Exception as e: print(type(e).__name__, e.errno)
    try: tarfile.open(os.path.join(d, 'missing.tar'), 'r:gz')
    except Exception as e: print(type(e).__name__, e.errno)
try: tarfile.open()
except ValueError as e: print(e)

# streams: extractall, list, member data read in passing, reading past the end
with tempfile.TemporaryDirectory() as d:
    with tarfile.open(fileobj=io.BytesIO(st), mode='r|gz') as tf:
        tf.extractall(d, filter='data')
    print(sorted((os.path.relpath(os.path.join(dp, f), d), os.path.getsize(os.path.join(dp, f)))
                 for dp, dn, fn in os.walk(d) for f in fn))
with tarfile.open(fileobj=io.BytesIO(st), mode='r|*') as tf:
    tf.list(verbose=False)
with tarfile.open(fileobj=io.BytesIO(st), mode='r|gz') as tf:
    for m in tf:
        if m.isfile():
            f = tf.extractfile(m)
            print(m.name, f.read(3), f.readline(), f.tell())
    print(tf.getnames())
    try:
        tf.extractfile('a.txt').read()
    except tarfile.StreamError as e:
        print('StreamError', e)
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w|', format=tarfile.GNU_FORMAT) as tf:
    for i in range(30):
        ti = tarfile.TarInfo('n%02d/' % i + 'x' * (90 + i))
        ti.size = i * 37
        tf.addfile(ti, io.BytesIO(bytes([i]) * ti.size))
print(h(buf.getvalue()), len(buf.getvalue()))
with tarfile.open(fileobj=io.BytesIO(buf.getvalue()), mode='r|') as tf:
    print(sum(len(tf.extractfile(m).read()) for m in tf))
try:
    tarfile.open(fileobj=io.BytesIO(plain), mode='r|gz').getnames()
except tarfile.ReadError as e:
    print('ReadError', e)
bad_gz = st[:10] + b'\xff' * 40
try:
    tarfile.open(fileobj=io.BytesIO(bad_gz), mode='r|gz').getnames()
except tarfile.ReadError as e:
    print('ReadError', e)
