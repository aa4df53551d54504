import hashlib
print(hashlib.shake_128(b"abc").hexdigest(16))
print(hashlib.shake_256(b"abc").hexdigest(40))
print(hashlib.shake_128(b"").digest(5))
for n in ["sha3_224", "sha3_256", "sha3_384", "sha3_512"]:
    h = hashlib.new(n)
    h.update(b"The quick brown fox")
    print(n, h.digest_size, h.block_size, h.hexdigest()[:32])
s = hashlib.shake_256(b"x")
print(s.name, s.digest_size, s.block_size)
