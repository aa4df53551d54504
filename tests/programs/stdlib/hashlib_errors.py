import hashlib
tests = [
    lambda: hashlib.sha256("text"),
    lambda: hashlib.md5().update("text"),
    lambda: hashlib.sha1().update(5),
    lambda: hashlib.new("whirlpool-9000"),
    lambda: hashlib.blake2b(digest_size=65),
    lambda: hashlib.blake2s(digest_size=0),
    lambda: hashlib.shake_128(b"x").hexdigest(),
]
for t in tests:
    try:
        t()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
hashlib.sha256(b"ok").update(None)
