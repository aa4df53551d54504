# tarfile: header decoding details, damaged archives, ignore_zeros, list() output
import hashlib
import io
import os
import tarfile
import tempfile


def h(b):
    return hashlib.sha256(b).hexdigest()[:16]


def member(name, data=b'', **attrs):
    ti = tarfile.TarInfo(name)
    ti.mtime = 1500000000
    ti.uname, ti.gname = 'bob', 'staff'
    ti.uid, ti.gid = 501, 20
    for k, v in attrs.items():
        setattr(ti, k, v)
    if data:
        ti.size = len(data)
    return ti, data


def archive(members, fmt=tarfile.PAX_FORMAT, **kw):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w', format=fmt, **kw) as tf:
        for ti, data in members:
            tf.addfile(ti, io.BytesIO(data) if data else None)
    return buf.getvalue()


def attempt(label, f):
    try:
        print(label, 'ok', f())
    except Exception as e:
        print(label, type(e).__name__, e)


# frombuf and its errors
block = member('file.txt', b'abc')[0].tobuf(tarfile.USTAR_FORMAT)
ti = tarfile.TarInfo.frombuf(block, 'utf-8', 'strict')
print(ti.name, ti.size, ti.mtime, oct(ti.mode), ti.uid, ti.gid, ti.uname, ti.gname, ti.type, ti.chksum)
attempt('empty', lambda: tarfile.TarInfo.frombuf(b'', 'utf-8', 'strict'))
attempt('short', lambda: tarfile.TarInfo.frombuf(block[:100], 'utf-8', 'strict'))
attempt('zeros', lambda: tarfile.TarInfo.frombuf(bytes(512), 'utf-8', 'strict'))
attempt('checksum', lambda: tarfile.TarInfo.frombuf(block[:148] + b'0000000\0' + block[156:], 'utf-8', 'strict'))
bad_size = bytearray(block)
bad_size[124:136] = b'notoctal!!!\0'
attempt('size field', lambda: tarfile.TarInfo.frombuf(bytes(bad_size), 'utf-8', 'strict'))
for cls in (tarfile.EmptyHeaderError, tarfile.TruncatedHeaderError, tarfile.EOFHeaderError,
            tarfile.InvalidHeaderError, tarfile.SubsequentHeaderError):
    print(cls.__name__, cls.__mro__[1].__name__, issubclass(cls, tarfile.TarError))
print(tarfile.nti(b'0000017\0'), tarfile.nti(b'\x80\0\0\0\0\0\0\x10'), tarfile.nti(b'\xff' * 8),
      tarfile.itn(15), tarfile.itn(-2, 8, tarfile.GNU_FORMAT), tarfile.stn('ab', 4, 'ascii', 'strict'),
      tarfile.nts(b'ab\0cd', 'ascii', 'strict'), tarfile.calc_chksums(block))

# old-style directory (regular type, trailing slash), base-256 numbers, device list
olddir = bytearray(member('olddir/')[0].tobuf(tarfile.USTAR_FORMAT))
olddir[156:157] = b'\0'
olddir[148:156] = b'        '
olddir[148:156] = ('%06o\0 ' % tarfile.calc_chksums(bytes(olddir))[0]).encode()
gnu = archive([member('neg', mtime=-100), member('hugeuid', uid=8 ** 9),
               member('dev/null', type=tarfile.CHRTYPE, devmajor=1, devminor=3, mode=0o666),
               member('blk', type=tarfile.BLKTYPE, devmajor=8, devminor=1),
               member('fifo', type=tarfile.FIFOTYPE, mode=0o600),
               member('sym', type=tarfile.SYMTYPE, linkname='neg', mode=0o777),
               member('hard', type=tarfile.LNKTYPE, linkname='neg'),
               member('L' * 150, b'long'), member('k', type=tarfile.SYMTYPE, linkname='T' * 150),
               member('exec.sh', b'#!/bin/sh\n', mode=0o4755),
               member('nouser', uname='', gname='', uid=42, gid=43)],
              tarfile.GNU_FORMAT)
print(h(gnu), len(gnu))
with tarfile.open(fileobj=io.BytesIO(bytes(olddir) + gnu)) as tf:
    for m in tf:
        print(m.name[:20], m.type, m.size, m.mtime, m.uid, m.linkname[:20], m.devmajor, m.devminor,
              m.isdir(), m.isdev(), m.ischr(), m.isblk(), m.isfifo(), m.offset, m.offset_data)
    tf.list()
    tf.list(verbose=False, members=tf.getmembers()[2:4])
    print(tf.extractfile('sym').read(), tf.extractfile('hard').read(), tf.extractfile('fifo'))

# pax records: user values, global headers, numbers that are not numbers
pax = archive([member('a', b'x', pax_headers={'comment': 'ünïcode', 'mtime': '1.25', 'uid': 'bad'}),
               member('b', b'y')], pax_headers={'path': 'ignored', 'custom': 'g'})
with tarfile.open(fileobj=io.BytesIO(pax)) as tf:
    print(sorted(tf.pax_headers.items()))
    for m in tf:
        print(m.name, m.mtime, m.uid, sorted(m.pax_headers.items()))
# a hand-made pax header with a zero-length record
hdr = tarfile.TarInfo('././@PaxHeader')
hdr.type = tarfile.XHDTYPE
payload = b'0 path=x\n'
hdr.size = len(payload)
raw = hdr.tobuf(tarfile.USTAR_FORMAT) + payload.ljust(512, b'\0') + member('x', b'1')[0].tobuf()
try:
    tarfile.open(fileobj=io.BytesIO(raw))
except tarfile.ReadError as e:
    lines = str(e).splitlines()
    print('zero record', lines[0], lines[1], lines[-1], len(lines))
# a pax header followed by garbage
raw = hdr.tobuf(tarfile.USTAR_FORMAT) + b'9 path=x\n'.ljust(512, b'\0') + b'junk' * 128
attempt('subsequent', lambda: tarfile.open(fileobj=io.BytesIO(raw), mode='r:').getnames())

# damaged archives
good = archive([member('one', b'1' * 600), member('two', b'2' * 10), member('three', b'3')])
print(h(good))
attempt('cut in data', lambda: tarfile.open(fileobj=io.BytesIO(good[:1000])).getnames())
attempt('cut in header', lambda: tarfile.open(fileobj=io.BytesIO(good[:1536 + 100])).getnames())
attempt('cut at header', lambda: tarfile.open(fileobj=io.BytesIO(good[:1536])).getnames())
attempt('garbage after', lambda: tarfile.open(fileobj=io.BytesIO(good[:2048] + b'\x01' * 512)).getnames())
with tarfile.open(fileobj=io.BytesIO(good[:1000])) as tf:
    attempt('short read', lambda: tf.extractfile('one').read())
    with tempfile.TemporaryDirectory() as d:
        attempt('short extract', lambda: tf.extract('one', d, filter='data'))
both = good[:2560] + bytes(1024) + good
for zeros in (False, True):
    with tarfile.open(fileobj=io.BytesIO(both), ignore_zeros=zeros) as tf:
        print(zeros, tf.getnames())
attempt('empty file', lambda: tarfile.open(fileobj=io.BytesIO(b''), mode='r:'))
attempt('only zeros', lambda: tarfile.open(fileobj=io.BytesIO(bytes(10240))).getnames())
attempt('bad mode', lambda: tarfile.TarFile(fileobj=io.BytesIO(good), mode='rw'))
attempt('taropen mode', lambda: tarfile.TarFile.taropen(None, 'q', io.BytesIO(good)))
attempt('gzopen mode', lambda: tarfile.TarFile.gzopen(None, 'a', io.BytesIO(good)))
attempt('stream mode', lambda: tarfile.open(fileobj=io.BytesIO(good), mode='a|'))
attempt('bad stream comp', lambda: tarfile.open(fileobj=io.BytesIO(good), mode='r|zz'))
attempt('undiscernible', lambda: tarfile.open(fileobj=io.BytesIO(good), mode='rb'))
print(tarfile.is_tarfile(io.BytesIO(good[:1000])), tarfile.is_tarfile(io.BytesIO(b'\x1f\x8b' + bytes(600))))
print(sorted(tarfile.__all__))
print(tarfile.DEFAULT_FORMAT, tarfile.BLOCKSIZE, tarfile.RECORDSIZE, tarfile.GNU_MAGIC, tarfile.POSIX_MAGIC,
      tarfile.ENCODING, tarfile.TarFile.OPEN_METH)
