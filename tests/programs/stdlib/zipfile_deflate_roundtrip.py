# zipfile: deflated members written and read back inside one run
import io
import zipfile
import zlib

text = ''.join('line %d: the quick brown fox\n' % i for i in range(200))
blob = bytes(range(256)) * 20
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w', compression=zipfile.ZIP_DEFLATED) as zf:
    zf.writestr('text.txt', text)
    zf.writestr('blob.bin', blob, compresslevel=9)
    zf.writestr('raw.txt', b'not squeezed', compress_type=zipfile.ZIP_STORED)
    zf.writestr('nothing.txt', b'')
    with zf.open('streamed.txt', 'w') as w:
        for k in range(50):
            w.write(b'chunk %d\n' % k)
    print(zf.namelist())

data = buf.getvalue()
print(zipfile.is_zipfile(io.BytesIO(data)), data[:4], data[-22:-18])
with zipfile.ZipFile(io.BytesIO(data), 'r') as zf:
    for info in zf.infolist():
        body = zf.read(info.filename)
        print(info.filename, info.compress_type, info.file_size, info.CRC,
              info.CRC == zlib.crc32(body), len(body),
              info.compress_size < info.file_size if info.file_size > 100 else '-')
    print(zf.read('text.txt').decode() == text, zf.read('blob.bin') == blob)
    print(zf.read('raw.txt'), zf.getinfo('raw.txt').compress_size)
    print(zf.read('nothing.txt'))
    print(zf.testzip())

    with zf.open('streamed.txt') as f:
        print(repr(f))
        print(f.readable(), f.seekable(), f.name, f.mode)
        print(f.read(8), f.tell())
        print(f.readline())
        print(f.readline(4))
        rest = f.readlines()
        print(len(rest), rest[:2], rest[-1])
        f.seek(0)
        print(f.read(5), f.read(0))
        f.seek(-8, 2)
        print(f.read())
        print(f.read())
    print(repr(f), f.closed)
    with zf.open(zf.getinfo('text.txt')) as f:
        lines = list(f)
        print(len(lines), lines[0], lines[-1])
    with zf.open('raw.txt') as f:
        print(repr(f))
        b = bytearray(5)
        print(f.readinto(b), b)
