text = "caf\u00e9 \u20ac5 \u2013 \u201cquoted\u201d \u0152uvre \u2122"
b = text.encode("cp1252")
print(b, b.decode("cp1252") == text, b.decode("windows-1252") == text)
print(bytes(range(0x80, 0xa0)).decode("cp1252", "replace"))
print(bytes(range(0xa0, 0x100)).decode("cp1252") == bytes(range(0xa0, 0x100)).decode("latin-1"))

for data in [b"\x81", b"a\x81\x8d", b"ok\x90\x9d!"]:
    for errors in ["strict", "replace", "ignore", "backslashreplace"]:
        try:
            print(errors, repr(data.decode("cp1252", errors)))
        except UnicodeDecodeError as e:
            print(errors, e, (e.encoding, e.start, e.end, e.reason))

for enc in ["cp1252", "latin-1", "ascii", "iso-8859-1", "us-ascii"]:
    for s in ["a\u0100\u0101b\u0102", "x\U0001F600", "\u20ac\u2013", "plain", "\u00e9t\u00e9"]:
        for errors in ["strict", "replace", "ignore", "backslashreplace", "xmlcharrefreplace",
                       "surrogateescape"]:
            try:
                print(enc, errors, s.encode(enc, errors))
            except UnicodeEncodeError as e:
                print(enc, errors, e, (e.encoding, e.start, e.end, e.reason))

for enc in ["latin-1", "ascii"]:
    for errors in ["strict", "replace", "ignore", "backslashreplace"]:
        try:
            print(enc, errors, repr(b"a\xe9\xff".decode(enc, errors)))
        except UnicodeDecodeError as e:
            print(enc, errors, e)
try:
    "x".encode("klingon")
except LookupError as e:
    print("LookupError", e)
try:
    "\u0100".encode("cp1252", "nope")
except LookupError as e:
    print("LookupError", e)
"\u0100x".encode("cp1252")
