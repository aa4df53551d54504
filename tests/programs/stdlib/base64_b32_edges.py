import base64, binascii
for raw in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(11))]:
    e = base64.b32encode(raw)
    h = base64.b32hexencode(raw)
    print(raw, e, h, base64.b32decode(e) == raw, base64.b32hexdecode(h) == raw)
for s in [b"MZXW6===", b"MZXW6YQ=", b"MZXW6", b"MZ======", b"MZX=====", b"MZXW====", b"M=======",
          b"mzxw6===", b"MZXW6==A", b"M!X=====", "MZXW6YTB", "MZXW6YQ=MZXW6YQ="]:
    try:
        print(s, base64.b32decode(s))
    except binascii.Error as e:
        print(s, "Error:", e)
print(base64.b32decode(b"mzxw6===", casefold=True))
print(base64.b32decode(b"MZXW6YQ1", map01=b"L"), base64.b32decode(b"MZXW6Y01", map01="I"))
print(base64.b32hexdecode(b"cpnmuoj1", casefold=True))
for bad in [b"0a", b"0", "zz"]:
    try:
        print(base64.b16decode(bad))
    except binascii.Error as e:
        print("Error:", e)
print(base64.b16decode("0a", casefold=True), base64.b16encode(b"\x00\xff\x10"))
for f, args in [(base64.b64encode, (b"x", b"abc")), (base64.b32decode, (b"MZXW6===", False, b"12"))]:
    try:
        f(*args)
    except AssertionError as e:
        print("AssertionError", e)
print(base64.b64encode(b"\xfb\xff\xfe", b"-_"), base64.b64decode("-__-", altchars="-_"))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.urlsafe_b64decode("-__-"))
print(base64.standard_b64encode(bytearray(b"hi")), base64.standard_b64decode(bytearray(b"aGk=")))
print(base64.MAXLINESIZE, base64.MAXBINSIZE, base64.bytes_types)
print(base64.encodebytes(b"x" * 60))
print(base64.decodebytes(base64.encodebytes(b"y" * 130)) == b"y" * 130, base64.encodebytes(b""))
for f in (base64.encodebytes, base64.decodebytes):
    try:
        f("text")
    except TypeError as e:
        print("TypeError", e)
import io
out = io.BytesIO()
base64.encode(io.BytesIO(b"z" * 100), out)
print(out.getvalue())
back = io.BytesIO()
base64.decode(io.BytesIO(out.getvalue()), back)
print(back.getvalue() == b"z" * 100)
base64.b32decode(b"MZXW6YQ")
