import hashlib
for name in ["md5", "SHA256", "sha512", "sha3_512", "sha3_224", "sha3_384", "blake2s", "sha1"]:
    h = hashlib.new(name, b"data")
    print(h.name, h.hexdigest())
h = hashlib.new("sha256")
h.update(b"abc")
print(h.hexdigest())
print(sorted(hashlib.algorithms_guaranteed))
print("sha256" in hashlib.algorithms_available)
hashlib.new("nope")
