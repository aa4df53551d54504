# zipfile: archives on disk, write()/extract()/extractall(), modes 'a' and 'x', errors
import io
import os
import pathlib
import tempfile
import warnings
import zipfile

with tempfile.TemporaryDirectory() as d:
    src = os.path.join(d, 'src')
    os.makedirs(os.path.join(src, 'pkg', 'sub'))
    for rel, body in (('top.txt', b'top level\n'), ('pkg/mod.py', b'x = 1\n' * 30),
                      ('pkg/sub/data.bin', bytes(range(200)))):
        with open(os.path.join(src, rel), 'wb') as f:
            f.write(body)
    path = os.path.join(d, 'out.zip')
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as zf:
        zf.write(os.path.join(src, 'top.txt'), 'top.txt')
        zf.write(os.path.join(src, 'pkg'), 'pkg')
        zf.write(os.path.join(src, 'pkg', 'mod.py'), arcname='pkg/mod.py')
        zf.write(os.path.join(src, 'pkg', 'sub', 'data.bin'), 'pkg/sub/data.bin',
                 compress_type=zipfile.ZIP_STORED)
        zf.write(os.path.join(src, 'top.txt'), '/abs/../odd/./name.txt')
        print(repr(zf).startswith('<zipfile.ZipFile filename='), repr(zf).endswith("mode='w'>"))
    print(zipfile.is_zipfile(path), zipfile.is_zipfile(os.path.join(src, 'top.txt')),
          zipfile.is_zipfile(os.path.join(d, 'missing.zip')))
    with zipfile.ZipFile(pathlib.Path(path)) as zf:
        for i in zf.infolist():
            print(i.filename, i.is_dir(), i.file_size, i.CRC, i.compress_type,
                  oct(i.external_attr >> 16)[-3:] if not i.is_dir() else 'dir',
                  hex(i.external_attr & 0xffff))
        print(zf.read('pkg/sub/data.bin') == bytes(range(200)))
        target = os.path.join(d, 'x1')
        got = zf.extract('pkg/mod.py', target)
        print(os.path.relpath(got, d), open(got, 'rb').read()[:6])
        got = zf.extract(zf.getinfo('pkg/'), target)
        print(os.path.relpath(got, d), os.path.isdir(got))
        print(zf.extractall(os.path.join(d, 'x2')))
        for root, dirs, files in sorted(os.walk(os.path.join(d, 'x2'))):
            print(os.path.relpath(root, d), sorted(dirs), sorted(files))
        zf.extractall(os.path.join(d, 'x3'), members=['top.txt', zf.getinfo('odd/name.txt')])
        print(sorted(os.listdir(os.path.join(d, 'x3'))))

    with zipfile.ZipFile(path, 'a') as zf:
        zf.writestr('added.txt', b'appended later')
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter('always')
            zf.writestr('top.txt', b'second top')
        print([str(w.message) for w in caught], [w.category.__name__ for w in caught])
    with zipfile.ZipFile(path) as zf:
        print(zf.namelist())
        print(zf.read('added.txt'), zf.read('top.txt'), zf.testzip())

    fresh = os.path.join(d, 'fresh.zip')
    with zipfile.ZipFile(fresh, 'a') as zf:
        zf.writestr('only.txt', 'made by append mode')
    with zipfile.ZipFile(fresh, 'r') as zf:
        print(zf.namelist(), zf.read('only.txt'))
    try:
        zipfile.ZipFile(fresh, 'x')
    except FileExistsError:
        print('FileExistsError')
    with zipfile.ZipFile(os.path.join(d, 'new.zip'), 'x') as zf:
        zf.writestr('n.txt', b'n')
    plain = os.path.join(src, 'top.txt')
    with zipfile.ZipFile(plain, 'a') as zf:
        zf.writestr('inside.txt', b'zip appended to a text file')
    with open(plain, 'rb') as f:
        print(f.read(10))
    with zipfile.ZipFile(plain) as zf:
        print(zf.namelist(), zf.read('inside.txt'))

zf = zipfile.ZipFile(io.BytesIO(), 'w')
for bad in (lambda: zf.open('a', 'x'), lambda: zf.getinfo('nope'),
            lambda: zipfile.ZipFile(io.BytesIO(), 'q'),
            lambda: zipfile.ZipFile(io.BytesIO(), 'w', compression=99),
            lambda: zipfile.ZipInfo('old', (1979, 12, 31, 0, 0, 0))):
    try:
        bad()
    except (ValueError, KeyError, NotImplementedError) as e:
        print(type(e).__name__, e)
w = zf.open('busy.txt', 'w')
try:
    zf.writestr('other.txt', b'')
except ValueError as e:
    print('ValueError', e)
w.write(b'done')
w.close()
zf.close()
print(repr(zf))
for bad in (lambda: zf.read('busy.txt'), lambda: zf.writestr('late.txt', b'')):
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
empty = io.BytesIO()
zipfile.ZipFile(empty, 'w').close()
print(empty.getvalue())
zm = zipfile.ZipFile(io.BytesIO(), 'w', zipfile.ZIP_DEFLATED)
zm.mkdir('made')
zm.mkdir('made2/', mode=0o700)
zm.writestr('d2/', b'')
for i in zm.infolist():
    print(repr(i), hex(i.external_attr), i.is_dir(), i.compress_type, i.file_size)
zm.close()
r = zipfile.ZipFile(io.BytesIO(b'PK\x05\x06' + b'\x00' * 18))
print(r.namelist(), r.comment)
try:
    r.writestr('x', b'')
except ValueError as e:
    print('ValueError', e)
print(zipfile.ZipInfo('x'), zipfile.ZipInfo().filename, zipfile.ZipInfo('a\x00b').filename)
print(zipfile.BadZipfile is zipfile.BadZipFile, zipfile.error is zipfile.BadZipFile)
print(zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA)
