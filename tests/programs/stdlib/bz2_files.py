import bz2
import io
import os

text = 'line one\nline two\nünïcode line\n' * 50
with bz2.open('t.bz2', 'wt', encoding='utf-8') as f:
    f.write(text)
raw = open('t.bz2', 'rb').read()
print(len(raw), raw[:10].hex(), bz2.decompress(raw).decode() == text)
with bz2.open('t.bz2', 'rt', encoding='utf-8') as f:
    print(repr(f.readline()), repr(f.readline()))
    print(len(f.read()))
with bz2.open('t.bz2') as f:
    print(f.read(10), f.tell())
    f.seek(5)
    print(f.read(4), f.peek(3)[:3])
    print(f.readable(), f.writable(), f.seekable())
    f.seek(0)
    print(len(f.readlines()))

with bz2.BZ2File('b.bz2', 'w', compresslevel=1) as f:
    print(f.write(b'abc'), f.write(bytearray(b'def')), f.tell())
with bz2.BZ2File('b.bz2', 'a') as f:
    f.write(b'ghi')
print(open('b.bz2', 'rb').read().hex())
with bz2.BZ2File('b.bz2') as f:
    print(f.read())
    for line in f:
        print(line)
print(bz2.open('b.bz2').read())

buf = io.BytesIO()
with bz2.BZ2File(buf, 'wb') as f:
    f.writelines([b'a\n', b'b\n'])
print(buf.getvalue().hex(), buf.closed)
buf.seek(0)
with bz2.BZ2File(buf) as f:
    print(list(f))

f = bz2.BZ2File(io.BytesIO(bz2.compress(b'x')))
f.close()
print(f.closed)
for op in (f.read, lambda: f.write(b'')):
    try:
        op()
    except ValueError as e:
        print('ValueError', e)
def err(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: bz2.BZ2File(io.BytesIO(), 'w').read())
err(lambda: bz2.BZ2File(io.BytesIO(b'')).write(b'x'))
err(lambda: bz2.BZ2File(io.BytesIO(), 'rw'))
err(lambda: bz2.BZ2File(io.BytesIO(), 'rt'))
err(lambda: bz2.BZ2File(123))
err(lambda: bz2.open(io.BytesIO(), 'rb', encoding='utf-8'))
err(lambda: bz2.open(io.BytesIO(), 'rtb'))
err(lambda: bz2.BZ2File(io.BytesIO(b'garbage')).read())
err(lambda: bz2.BZ2File(io.BytesIO(bz2.compress(b'abc')[:-2])).read())
print(bz2.BZ2File(io.BytesIO(bz2.compress(b'abc') + b'junk')).read())
err(lambda: bz2.BZ2File(io.BytesIO(b'')).read())
err(lambda: bz2.open('missing.bz2'))
with bz2.open('x.bz2', 'x') as f:
    f.write(b'exclusive')
err(lambda: bz2.open('x.bz2', 'x'))
os.remove('x.bz2')
for name in ('t.bz2', 'b.bz2'):
    os.remove(name)
print(os.path.exists('t.bz2'))
