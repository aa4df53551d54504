import lzma

data = b'The quick brown fox jumps over the lazy dog. ' * 700
for fmt in (lzma.FORMAT_XZ, lzma.FORMAT_ALONE):
    c = lzma.LZMACompressor(fmt)
    a = c.compress(data[:1000])
    b = c.compress(data[1000:])
    f = c.flush()
    if fmt == lzma.FORMAT_XZ:
        print(fmt, a.hex(), b.hex(), len(f), a + b + f == lzma.compress(data, format=fmt))
    else:
        # LZMA1 hands out its bytes as it goes in CPython: only the header
        # and the joined stream are the same in corral.
        print(fmt, a.hex(), len(a + b + f), a + b + f == lzma.compress(data, format=fmt))
c = lzma.LZMACompressor()
print(c.compress(b'').hex(), c.compress(b'').hex(), c.compress(b'x').hex(), c.compress(b'y').hex())
c = lzma.LZMACompressor(filters=[{'id': lzma.FILTER_DELTA, 'dist': 3},
                                 {'id': lzma.FILTER_X86, 'start_offset': 16},
                                 {'id': lzma.FILTER_LZMA2, 'dict_size': 3 << 20}])
print(c.compress(b'abc').hex(), len(c.flush()))
for size in (4096, 5000, 1 << 20, 3 << 20, (3 << 20) + 1, 1 << 26):
    c = lzma.LZMACompressor(filters=[{'id': lzma.FILTER_LZMA2, 'dict_size': size}])
    print(size, c.compress(b'a').hex())
c = lzma.LZMACompressor(lzma.FORMAT_RAW, filters=[{'id': lzma.FILTER_LZMA2}])
print(c.compress(b'abc').hex(), c.flush().hex())
c = lzma.LZMACompressor(check=lzma.CHECK_SHA256, preset=2)
print(c.compress(b'').hex(), len(c.flush()))

z = lzma.compress(data)
d = lzma.LZMADecompressor()
print(d.check, d.eof, d.needs_input, d.unused_data)
print(d.decompress(z[:5]), d.check, d.needs_input)
print(d.decompress(z[5:20]), d.check, d.needs_input)
got = b''
for i in range(20, len(z), 41):
    got += d.decompress(z[i:i + 41])
print(len(got), got == data, d.eof, d.needs_input, d.unused_data, d.check)

d = lzma.LZMADecompressor()
p1 = d.decompress(z, max_length=100)
print(len(p1), d.needs_input, d.eof)
p2 = d.decompress(b'', max_length=10000)
print(len(p2), d.needs_input, d.eof)
p3 = d.decompress(b'')
print(len(p3), d.needs_input, d.eof, p1 + p2 + p3 == data)

d = lzma.LZMADecompressor(lzma.FORMAT_XZ)
print(len(d.decompress(z + b'extra bytes')), d.eof, d.unused_data)
d = lzma.LZMADecompressor(lzma.FORMAT_ALONE)
print(d.check)
za = lzma.compress(data, format=lzma.FORMAT_ALONE)
print(len(d.decompress(za)), d.eof, d.check)
d = lzma.LZMADecompressor()
d.decompress(za[:3])
print(d.check)
chain = [{'id': lzma.FILTER_LZMA2, 'preset': 3}]
zr = lzma.compress(data, format=lzma.FORMAT_RAW, filters=chain)
d = lzma.LZMADecompressor(lzma.FORMAT_RAW, filters=chain)
print(d.check, len(d.decompress(zr)), d.eof)
d = lzma.LZMADecompressor(memlimit=1 << 30)
print(len(d.decompress(z)), d.eof)
