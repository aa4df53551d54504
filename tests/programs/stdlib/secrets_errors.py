# Errors of secrets, with CPython's messages.
import hmac
import secrets

print(secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"abc", b"abd"))
print(secrets.compare_digest is hmac.compare_digest)

def attempt(label, f, *args):
    try:
        f(*args)
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("randbelow(0)", secrets.randbelow, 0)
attempt("randbelow(-3)", secrets.randbelow, -3)
attempt("randbits(-1)", secrets.randbits, -1)
attempt("token_bytes(-1)", secrets.token_bytes, -1)
attempt("token_hex(-2)", secrets.token_hex, -2)
attempt("token_bytes(1.5)", secrets.token_bytes, 1.5)
attempt("token_urlsafe('x')", secrets.token_urlsafe, "x")
attempt("choice([])", secrets.choice, [])
attempt("choice('')", secrets.choice, "")
attempt("compare str/bytes", secrets.compare_digest, "a", b"a")
attempt("compare non-ascii", secrets.compare_digest, "é", "é")
r = secrets.SystemRandom()
attempt("randrange(0)", r.randrange, 0)
attempt("randrange(5, 5)", r.randrange, 5, 5)
attempt("randrange(1, 5, 0)", r.randrange, 1, 5, 0)
attempt("sample too many", r.sample, [1, 2], 3)
secrets.randbelow(0)
