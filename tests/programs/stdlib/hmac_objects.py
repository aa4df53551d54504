import hmac
import hashlib

h = hmac.new(b"key", b"hello", "sha256")
c = h.copy()
c.update(b" world")
print(h.hexdigest())
print(c.hexdigest())
print(hmac.new(b"key", b"hello world", "sha256").hexdigest() == c.hexdigest())
print(h.name, h.digest_size, h.block_size, len(h.digest()))
print(hmac.new(bytearray(b"k"), digestmod="md5").name)
print(hmac.new(b"", b"", hashlib.sha1).hexdigest())
print(hmac.new(b"x" * 64, b"m", "sha256").hexdigest())
print(hmac.new(b"x" * 65, b"m", "sha256").hexdigest())
print(hmac.digest(b"k", b"m", "sha512").hex()[:40])
print(hmac.compare_digest(b"a", bytearray(b"a")), hmac.compare_digest("x", "y"))
for a, b in [("é", "é"), ("a", b"a"), (1, 2)]:
    try:
        hmac.compare_digest(a, b)
    except TypeError as e:
        print("TypeError:", e)
for key in ["text", None, 5]:
    try:
        hmac.new(key, b"m", "sha256")
    except TypeError as e:
        print("TypeError:", e)
try:
    hmac.new(b"k", b"m")
except TypeError as e:
    print("TypeError:", e)
print(hmac.digest_size)
