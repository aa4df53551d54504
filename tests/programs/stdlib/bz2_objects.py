import bz2

data = b'The quick brown fox jumps over the lazy dog. ' * 500
c = bz2.BZ2Compressor()
out = c.compress(data[:1000]) + c.compress(data[1000:]) + c.flush()
print(len(out), out == bz2.compress(data))
for bad in (lambda: c.compress(b'x'), c.flush):
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
c = bz2.BZ2Compressor(3)
print((c.compress(b'abc') + c.flush()).hex())
for lvl in (0, 10, 'a'):
    try:
        bz2.BZ2Compressor(lvl)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

z = bz2.compress(data)
d = bz2.BZ2Decompressor()
print(d.eof, d.needs_input, d.unused_data)
got = b''
for i in range(0, len(z), 37):
    got += d.decompress(z[i:i + 37])
print(got == data, d.eof, d.needs_input, d.unused_data)
try:
    d.decompress(b'more')
except EOFError as e:
    print('EOFError', e)

d = bz2.BZ2Decompressor()
part = d.decompress(z, 100)
print(len(part), d.needs_input, d.eof)
part2 = d.decompress(b'', 1000)
print(len(part2), d.needs_input, d.eof)
rest = d.decompress(b'')
print(len(rest), d.needs_input, d.eof, part + part2 + rest == data)

d = bz2.BZ2Decompressor()
d = bz2.BZ2Decompressor()
print(len(d.decompress(z + b'tail data')), d.eof, d.unused_data, d.needs_input)

d = bz2.BZ2Decompressor()
print(d.decompress(z[:10]), d.needs_input, d.eof)
try:
    bz2.BZ2Decompressor().decompress(b'BZh9garbagegarbage')
except OSError as e:
    print('OSError', e)
try:
    bz2.BZ2Decompressor().decompress('text')
except TypeError as e:
    print('TypeError', e)
