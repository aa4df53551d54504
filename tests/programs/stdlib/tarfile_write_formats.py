# tarfile: deterministic archives in the ustar, GNU and pax formats, byte for byte
import tarfile, io, hashlib

def h(b): return hashlib.sha256(b).hexdigest()[:16]

def mk(fmt, entries, **kw):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w', format=fmt, **kw) as tf:
        for name, data, extra in entries:
            ti = tarfile.TarInfo(name)
            ti.mtime = 1700000000; ti.uid = 1000; ti.gid = 100; ti.uname = 'alice'; ti.gname = 'users'
            for k, v in extra.items(): setattr(ti, k, v)
            if data is not None:
                ti.size = len(data)
                tf.addfile(ti, io.BytesIO(data))
            else:
                tf.addfile(ti)
    return buf.getvalue()

long = 'd' * 60 + '/' + 'e' * 70 + '/file.txt'
entries = [
    ('hello.txt', b'hello world\n', {}),
    ('dir', None, {'type': tarfile.DIRTYPE, 'mode': 0o755}),
    ('dir/link', None, {'type': tarfile.SYMTYPE, 'linkname': 'hello.txt'}),
    ('dir/hard', None, {'type': tarfile.LNKTYPE, 'linkname': 'hello.txt'}),
    ('big', b'x' * 1000, {'mode': 0o600}),
    ('ünï.txt', b'uni', {}),
    (long, b'long', {}),
    ('f' * 120, b'l2', {}),
    ('neg', b'', {'mtime': -5}),
    ('flt', b'', {'mtime': 1700000000.5}),
    ('huge_uid', b'', {'uid': 8**8}),
    ('dev', None, {'type': tarfile.CHRTYPE, 'devmajor': 1, 'devminor': 3}),
    ('pl', b'', {'pax_headers': {'comment': 'hi there', 'mtime': '5'}}),
    ('ln', None, {'type': tarfile.SYMTYPE, 'linkname': 'z' * 150}),
]
for fmt in (tarfile.PAX_FORMAT, tarfile.GNU_FORMAT, tarfile.USTAR_FORMAT):
    for i, e in enumerate(entries):
        try:
            data = mk(fmt, [e])
            print(fmt, i, len(data), h(data))
        except Exception as ex:
            print(fmt, i, type(ex).__name__, ex)
    ok = [e for e in entries if e[0] not in ('neg', 'huge_uid', 'ünï.txt') and len(e[0]) < 100 and 'linkname' not in e[2] or fmt != 0 and e[0] != 'neg']
    data = mk(fmt, ok)
    print(fmt, 'all', len(data), h(data))
    with tarfile.open(fileobj=io.BytesIO(data)) as tf:
        for m in tf:
            print(' ', repr(m.name), m.size, m.mtime, oct(m.mode), m.type, m.linkname, m.uid, m.gid, m.uname, m.gname, m.devmajor, m.devminor, m.offset, m.offset_data, sorted(m.pax_headers.items()))
        tf.list()
        tf.list(verbose=False)
        print(tf.getnames())
        f = tf.extractfile('big'); print(f.read(5), f.tell(), len(f.read()), f.name)
        try:
            tf.extractfile('dir/link')
        except KeyError as e:
            print('KeyError', e)
        print(tf.extractfile('dir'), tf.extractfile('hello.txt').read())
data = mk(tarfile.PAX_FORMAT, [entries[0]], pax_headers={'gl': 'obal', 'x': 'ÿ'})
print(h(data))
with tarfile.open(fileobj=io.BytesIO(data)) as tf:
    print(tf.pax_headers, tf.getmembers()[0].pax_headers)

# errors while writing headers
def attempt(label, f):
    try:
        print(label, 'ok', len(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

t = tarfile.TarInfo('n' * 101)
attempt('ustar long flat name', lambda: t.tobuf(tarfile.USTAR_FORMAT))
t = tarfile.TarInfo('p' * 156 + '/short')
attempt('ustar long prefix', lambda: t.tobuf(tarfile.USTAR_FORMAT))
t = tarfile.TarInfo('q' * 150 + '/' + 'r' * 99)
attempt('ustar split', lambda: t.tobuf(tarfile.USTAR_FORMAT))
t = tarfile.TarInfo('l'); t.linkname = 'x' * 101; t.type = tarfile.SYMTYPE
attempt('ustar long link', lambda: t.tobuf(tarfile.USTAR_FORMAT))
t = tarfile.TarInfo('big'); t.size = 8 ** 11
attempt('ustar big size', lambda: t.tobuf(tarfile.USTAR_FORMAT))
attempt('gnu big size', lambda: t.tobuf(tarfile.GNU_FORMAT))
attempt('pax big size', lambda: t.tobuf(tarfile.PAX_FORMAT))
t = tarfile.TarInfo('none'); t.mode = None
attempt('mode None', lambda: t.tobuf())
t = tarfile.TarInfo('none'); t.uname = None
attempt('uname None', lambda: t.tobuf())
attempt('bad format', lambda: tarfile.TarInfo('x').tobuf(7))
t = tarfile.TarInfo('neg'); t.uid = -1
attempt('gnu negative uid', lambda: t.tobuf(tarfile.GNU_FORMAT))
attempt('ustar negative uid', lambda: t.tobuf(tarfile.USTAR_FORMAT))
print(hashlib.sha256(t.tobuf(tarfile.GNU_FORMAT)).hexdigest()[:16])
t = tarfile.TarInfo('x')
print(t.get_info())
t = tarfile.TarInfo('d'); t.type = tarfile.DIRTYPE
print(t.get_info()['name'], t.tobuf()[:3])
print(tarfile.TarInfo.create_pax_global_header({'a': '1'})[512:530])
