import io
import lzma
import os

text = 'first line\nsecond line\nthird: ünïcode\n' * 40
with lzma.open('t.xz', 'wt', encoding='utf-8') as f:
    f.write(text)
raw = open('t.xz', 'rb').read()
print(len(raw), raw[:16].hex(), lzma.decompress(raw).decode() == text)
with lzma.open('t.xz', 'rt', encoding='utf-8') as f:
    print(repr(f.readline()), repr(f.readline()))
    print(len(f.read()))
with lzma.open('t.xz') as f:
    print(f.read(10), f.tell())
    f.seek(5)
    print(f.read(4), f.peek(3)[:3])
    print(f.readable(), f.writable(), f.seekable())

with lzma.LZMAFile('a.lzma', 'w', format=lzma.FORMAT_ALONE, preset=1) as f:
    print(f.write(b'alone data'), f.tell())
print(open('a.lzma', 'rb').read().hex())
with lzma.LZMAFile('a.lzma') as f:
    print(f.read())

with lzma.LZMAFile('c.xz', 'w', check=lzma.CHECK_CRC32) as f:
    f.write(b'abc')
with lzma.LZMAFile('c.xz', 'a', preset=9) as f:
    f.write(b'def')
print(open('c.xz', 'rb').read().hex())
print(lzma.open('c.xz').read())

buf = io.BytesIO()
with lzma.LZMAFile(buf, 'wb', format=lzma.FORMAT_RAW, filters=[{'id': lzma.FILTER_LZMA2}]) as f:
    f.writelines([b'x\n', b'y\n'])
print(buf.getvalue().hex())
buf.seek(0)
with lzma.LZMAFile(buf, format=lzma.FORMAT_RAW, filters=[{'id': lzma.FILTER_LZMA2}]) as f:
    print(list(f))

def err(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: lzma.LZMAFile(io.BytesIO(), 'w').read())
err(lambda: lzma.LZMAFile(io.BytesIO(b'')).write(b'x'))
err(lambda: lzma.LZMAFile(io.BytesIO(), 'rw'))
err(lambda: lzma.LZMAFile(1))
err(lambda: lzma.LZMAFile(io.BytesIO(), 'r', preset=3))
err(lambda: lzma.LZMAFile(io.BytesIO(), 'r', check=lzma.CHECK_CRC32))
err(lambda: lzma.LZMAFile(io.BytesIO(), 'w', format=lzma.FORMAT_RAW))
err(lambda: lzma.open(io.BytesIO(), 'rb', encoding='utf-8'))
err(lambda: lzma.LZMAFile(io.BytesIO(b'garbage')).read())
err(lambda: lzma.LZMAFile(io.BytesIO(lzma.compress(b'abc')[:-2])).read())
print(lzma.LZMAFile(io.BytesIO(lzma.compress(b'abc') + b'junk')).read())
err(lambda: lzma.LZMAFile(io.BytesIO(b'')).read())
f = lzma.LZMAFile(io.BytesIO(lzma.compress(b'abc')))
f.close()
f.close()
print(f.closed)
err(f.read)
for name in ('t.xz', 'a.lzma', 'c.xz'):
    os.remove(name)
print(os.path.exists('t.xz'))
