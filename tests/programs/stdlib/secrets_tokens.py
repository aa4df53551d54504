# Token shapes (the values are random; only their form is printed).
import secrets
import string

print(secrets.DEFAULT_ENTROPY)
for n in (None, 0, 1, 7, 16, 33, 100):
    b = secrets.token_bytes(n)
    h = secrets.token_hex(n)
    u = secrets.token_urlsafe(n)
    print(n, type(b).__name__, len(b), type(h).__name__, len(h),
          all(c in string.hexdigits for c in h), len(u),
          all(c in string.ascii_letters + string.digits + "-_" for c in u))
print(len(secrets.token_bytes(5000)), len(secrets.token_hex(4097)))
# 16 random bytes drawn twice are distinct in practice.
print(secrets.token_bytes(16) != secrets.token_bytes(16))
print(len({secrets.token_hex(8) for _ in range(50)}))
print(sorted(secrets.__all__))
