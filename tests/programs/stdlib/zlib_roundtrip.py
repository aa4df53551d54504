import zlib

samples = [b"", b"a", b"hello world" * 20, bytes(range(256)) * 8, b"\x00" * 5000]
for data in samples:
    for level in (-1, 0, 1, 6, 9):
        c = zlib.compress(data, level)
        assert zlib.decompress(c) == data
    print(len(data), zlib.compress(data)[:2].hex(), zlib.compress(data, 1)[:2].hex(),
          zlib.compress(data, 9)[:2].hex(), zlib.compress(data, 3)[:2].hex())

# window bits: zlib, raw, gzip, automatic header detection
data = b"The quick brown fox jumps over the lazy dog. " * 50
for wbits in (9, 12, 15, -9, -15, 25, 31):
    c = zlib.compress(data, 6, wbits)
    print(wbits, zlib.decompress(c, wbits) == data, c[:1].hex() if wbits > 0 else "")
g = zlib.compress(data, 9, 31)
print(g[:10].hex())
print(zlib.decompress(g, 47) == data, zlib.decompress(zlib.compress(data), 47) == data)
print(zlib.decompress(zlib.compress(data), 0) == data)
print(zlib.decompress(zlib.compress(data) + b"trailing junk") == data)
print(zlib.decompress(bytearray(zlib.compress(data))) == data)
print(zlib.decompress(zlib.compress(data), bufsize=1) == data)

print(zlib.crc32(b""), zlib.crc32(b"hello"), zlib.crc32(b" world", zlib.crc32(b"hello")))
print(zlib.crc32(b"hello world"), zlib.crc32(b"abc", 0xFFFFFFFF), zlib.crc32(b"abc", -1))
print(zlib.adler32(b""), zlib.adler32(b"hello"), zlib.adler32(b" world", zlib.adler32(b"hello")))
print(zlib.adler32(b"hello world"), zlib.adler32(b"x" * 100000), zlib.adler32(b"abc", 0))
print(zlib.crc32(bytes(range(256)) * 1000))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.DEF_BUF_SIZE, zlib.DEF_MEM_LEVEL, zlib.Z_BEST_COMPRESSION,
      zlib.Z_BEST_SPEED, zlib.Z_DEFAULT_COMPRESSION, zlib.Z_FINISH, zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH,
      zlib.Z_NO_FLUSH, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED)
