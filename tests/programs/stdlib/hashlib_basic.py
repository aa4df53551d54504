import hashlib
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_256", "blake2b", "blake2s"]:
    h = getattr(hashlib, name)(b"hello world")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest())
print(hashlib.sha256().hexdigest())
print(hashlib.md5(b"").digest())
