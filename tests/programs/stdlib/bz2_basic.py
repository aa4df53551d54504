import bz2

samples = [b'', b'a', b'hello world', b'hello world' * 1000,
           bytes(range(256)) * 40, b'\x00' * 100000,
           b'aaaab' * 3000 + b'xyz' * 777]
for s in samples:
    for level in (1, 5, 9):
        z = bz2.compress(s, level)
        print(len(s), level, len(z), z.hex() if len(z) < 120 else z[:60].hex())
        assert bz2.decompress(z) == s
print(bz2.compress(b'hello').hex())
print(bz2.compress(bytearray(b'bytearray')).hex())
print(bz2.compress(memoryview(b'memoryview')).hex())
print(bz2.decompress(bytearray(bz2.compress(b'ba'))))

# multi-stream and trailing data
two = bz2.compress(b'first ') + bz2.compress(b'second', 1)
print(bz2.decompress(two))
print(bz2.decompress(two + b'garbage after'))
print(bz2.decompress(b''))

# a large pseudo-random input, over several blocks at level 1
import random
r = random.Random(7)
big = bytes(r.getrandbits(8) & 0x3f for _ in range(250000))
z = bz2.compress(big, 1)
print(len(z), z[-40:].hex())
assert bz2.decompress(z) == big

def err(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)

err(lambda: bz2.decompress(b'garbage'))
err(lambda: bz2.decompress(b'BZh9' + b'\x00' * 50))
err(lambda: bz2.decompress(bz2.compress(b'hello')[:-3]))
err(lambda: bz2.compress('str'))
err(lambda: bz2.decompress('str'))
err(lambda: bz2.compress(b'x', 0))
err(lambda: bz2.compress(b'x', 10))
err(lambda: bz2.compress(b'x', 2.0))
err(lambda: bz2.compress(None))
