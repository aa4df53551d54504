import hmac, hashlib
key = b"secret-key"
msg = b"payload to sign"
print(hmac.new(key, msg, hashlib.sha256).hexdigest())
print(hmac.new(key, msg, "sha1").hexdigest())
print(hmac.new(key, msg, digestmod="md5").hexdigest())
h = hmac.new(key, digestmod=hashlib.sha512)
h.update(b"payload ")
h.update(b"to sign")
print(h.hexdigest()[:32], h.digest_size, h.name)
print(hmac.digest(key, msg, "sha256") == hmac.new(key, msg, "sha256").digest())
print(hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"abc", b"abd"))
long_key = b"k" * 200
print(hmac.new(long_key, msg, hashlib.sha256).hexdigest())
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 100).hex())
hmac.new(key, msg)
