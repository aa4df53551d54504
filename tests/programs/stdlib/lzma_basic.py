import lzma

samples = [b'', b'a', b'hello world', b'hello world' * 1000,
           bytes(range(256)) * 40, b'\x00' * 100000]
for s in samples:
    for fmt in (lzma.FORMAT_XZ, lzma.FORMAT_ALONE):
        z = lzma.compress(s, format=fmt)
        print(len(s), fmt, len(z), z.hex() if len(z) < 100 else z[-50:].hex())
        assert lzma.decompress(z) == s
        assert lzma.decompress(z, format=fmt) == s
for preset in list(range(10)) + [0 | lzma.PRESET_EXTREME, 6 | lzma.PRESET_EXTREME]:
    z = lzma.compress(b'preset test data ' * 300 + bytes(range(200)), preset=preset)
    print(preset, len(z), z[-40:].hex())
for check in (lzma.CHECK_NONE, lzma.CHECK_CRC32, lzma.CHECK_CRC64, lzma.CHECK_SHA256):
    z = lzma.compress(b'check me', check=check)
    print(check, z.hex())
    d = lzma.LZMADecompressor()
    d.decompress(z)
    print(d.check, d.eof)

# raw streams with filter chains
raw_chains = [
    [{'id': lzma.FILTER_LZMA2}],
    [{'id': lzma.FILTER_LZMA2, 'preset': 1}],
    [{'id': lzma.FILTER_LZMA1, 'dict_size': 1 << 16, 'lc': 2, 'lp': 1, 'pb': 1}],
    [{'id': lzma.FILTER_DELTA, 'dist': 4}, {'id': lzma.FILTER_LZMA2, 'preset': 9 | lzma.PRESET_EXTREME}],
    [{'id': lzma.FILTER_X86}, {'id': lzma.FILTER_LZMA2}],
    [{'id': lzma.FILTER_LZMA2, 'mode': lzma.MODE_FAST, 'mf': lzma.MF_HC4, 'nice_len': 32, 'depth': 8}],
]
data = bytes(i * 7 % 251 for i in range(5000)) * 3
for chain in raw_chains:
    z = lzma.compress(data, format=lzma.FORMAT_RAW, filters=chain)
    print(len(z), z[:24].hex())
    assert lzma.decompress(z, format=lzma.FORMAT_RAW, filters=chain) == data
z = lzma.compress(data, filters=[{'id': lzma.FILTER_DELTA, 'dist': 2}, {'id': lzma.FILTER_LZMA2}])
print(len(z), z[:30].hex())
print(lzma.decompress(z) == data)
z = lzma.compress(data, format=lzma.FORMAT_ALONE, filters=[{'id': lzma.FILTER_LZMA1, 'dict_size': 100000}])
print(z[:13].hex(), lzma.decompress(z) == data)

# concatenated streams, padding and trailing garbage
two = lzma.compress(b'one ') + lzma.compress(b'two', check=lzma.CHECK_CRC32)
print(lzma.decompress(two))
print(lzma.decompress(two + b'trailing garbage'))
try:
    lzma.decompress(lzma.compress(b'alone', format=lzma.FORMAT_ALONE) + b'\x00\x01')
except lzma.LZMAError as e:
    print('LZMAError', e)

print([lzma.is_check_supported(i) for i in range(17)])
print(lzma.CHECK_ID_MAX, lzma.CHECK_UNKNOWN, lzma.PRESET_DEFAULT, lzma.PRESET_EXTREME)
print(lzma.FILTER_LZMA1, lzma.FILTER_LZMA2, lzma.FILTER_DELTA, lzma.FILTER_X86,
      lzma.FILTER_POWERPC, lzma.FILTER_IA64, lzma.FILTER_ARM, lzma.FILTER_ARMTHUMB,
      lzma.FILTER_SPARC)
print(lzma.FORMAT_AUTO, lzma.FORMAT_XZ, lzma.FORMAT_ALONE, lzma.FORMAT_RAW,
      lzma.MF_HC3, lzma.MF_HC4, lzma.MF_BT2, lzma.MF_BT3, lzma.MF_BT4,
      lzma.MODE_FAST, lzma.MODE_NORMAL)
print(issubclass(lzma.LZMAError, Exception), lzma.LZMAError.__name__)
