texts = ["", "a", "h\u00e9llo", "\u20ac uro", "emoji \U0001F600 \U00010348", "\u4e2d\u6587"]
for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be",
            "UTF16", "utf_16_le", "utf-16BE", "utf32", "U32", "utf_32_be"]:
    for t in texts:
        b = t.encode(enc)
        assert b.decode(enc) == t, (enc, t)
    print(enc, texts[4].encode(enc).hex(), len(texts[5].encode(enc)))

print(b"\xff\xfeh\x00i\x00".decode("utf-16"), b"\xfe\xff\x00h\x00i".decode("utf-16"))
print(repr(b"\xff\xfe\xff\xfe".decode("utf-16")), repr(b"\xff\xfe".decode("utf-16")))
print(b"\x00\x00\xfe\xff\x00\x00\x00A".decode("utf-32"), b"A\x00\x00\x00".decode("utf-32"))
print(bytearray("xyz".encode("utf-16-le")).decode("utf-16-le"))

cases = [
    (b"a", "utf-16-le"), (b"\x00\xd8", "utf-16-le"), (b"\x00\xd8a\x00", "utf-16-le"),
    (b"\x00\xdc", "utf-16-le"), (b"\x00\xdca\x00b", "utf-16-le"), (b"\xff\xfea", "utf-16"),
    (b"\xd8\x00\x00a", "utf-16-be"), (b"a", "utf-16"), (b"\x00\xd8\x00", "utf-16-le"),
    (b"\x00\x00\x11\x00", "utf-32-le"), (b"\x00\xd8\x00\x00", "utf-32-le"),
    (b"ab", "utf-32-le"), (b"abcdef", "utf-32-le"), (b"\x00\x11\x00\x00", "utf-32-be"),
    (b"\xff\xfe\x00\x00ab", "utf-32"),
]
for data, enc in cases:
    for errors in ["strict", "replace", "ignore", "backslashreplace"]:
        try:
            print(enc, errors, repr(data.decode(enc, errors)))
        except UnicodeDecodeError as e:
            print(enc, errors, e, (e.encoding, e.start, e.end, e.reason, e.object))
try:
    b"\x00\xdc".decode("utf-16-le", "bogus")
except LookupError as e:
    print("LookupError", e)
print(b"ok\x00".decode("utf-16-le", "bogus") if False else "skip")
