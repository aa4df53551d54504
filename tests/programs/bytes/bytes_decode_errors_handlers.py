# decoding bytes and bytearray with error handlers
raw = b"caf\xc3\xa9 \xff\xfe ok"
for errors in ["replace", "ignore", "backslashreplace"]:
    print(errors, raw.decode("utf-8", errors), bytearray(raw).decode(errors=errors))
print(raw.decode("latin-1"), raw.decode("ascii", "replace"), len(raw.decode("latin-1")))
print(str(b"abc", "ascii"), str(bytearray(b"xyz"), encoding="utf-8"), str(b"\xe9", "latin-1"))
print(str(b"\xff", "utf-8", "replace"), str(b"a\xffb", errors="ignore"))
print(bytes("caf\xe9", "latin-1"), bytearray("caf\xe9", "utf-8"), bytes("x?", "ascii", "strict"))
print(bytes("d\xe9j\xe0", "ascii", "replace"), bytearray("\u20ac", "latin-1", "ignore"), "\u20ac".encode("ascii", "backslashreplace"))
for thunk in [lambda: raw.decode(), lambda: raw.decode("ascii"), lambda: bytearray(raw).decode("utf-8"),
              lambda: b"\xc3".decode(), lambda: b"ok".decode("utf-8", "bogus"), lambda: b"\xff".decode("utf-8", "bogus"),
              lambda: bytes("\xe9", "ascii"), lambda: bytes("x", "nope"), lambda: str(b"\xff", "ascii")]:
    try:
        print(repr(thunk()))
    except (UnicodeError, LookupError) as e:
        print(type(e).__name__ + ":", e)
try:
    b"ab\xffcd".decode("utf-8")
except UnicodeDecodeError as e:
    print(e.start, e.end, e.reason, e.encoding, e.object)
