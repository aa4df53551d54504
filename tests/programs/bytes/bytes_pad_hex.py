# padding, tabs, case and hex conversions of bytes
for w in [-1, 0, 3, 4, 7, 8]:
    print(w, b"abc".center(w), b"abc".center(w, b"*"), b"ab".center(w, b"-"), b"abc".ljust(w, b"."), b"abc".rjust(w, b"."))
for s in [b"42", b"-42", b"+7", b"", b"abc", b"-"]:
    print(s.zfill(5), s.zfill(1), bytearray(s).zfill(4))
print(b"a\tbc\tdef\tg".expandtabs(), b"a\tbc\tdef\tg".expandtabs(4), b"a\tb".expandtabs(0), b"a\tb".expandtabs(-1))
print(b"x\ty\nab\tc\r\td".expandtabs(3), b"no tabs".expandtabs(2), b"\t".expandtabs(tabsize=2))
data = bytes(range(0, 256, 17))
print(data.hex(), data.hex(":"), data.hex(" ", 2), data.hex("_", -3), data.hex(b"|", 4), data.hex(":", 0))
print(b"".hex(), b"".hex(":"), b"\x01".hex("-", 5), bytearray(b"\xab\xcd").hex(":"))
print(bytes.fromhex("0102 0a0B ff"), bytes.fromhex(""), bytes.fromhex("  aa  "), bytes.fromhex("\tab\ncd"))
print(b"hello world".title(), b"HELLO wORLD".swapcase(), b"mIxEd".capitalize(), b"123abc".capitalize())
print(b"they're bill's".title(), b"a1b2 c3".title(), b"\xe9t\xe9".upper(), b"ABC\xc9".lower())
print(b"Hello World".istitle(), b"Hello world".istitle(), b"".istitle(), b"123".istitle(), b"A1 B2".istitle())
print(b"".isalpha(), b"".isspace(), b"".isascii(), b"\x80".isascii(), b"abc".islower(), b"abc1".islower(), b"1".islower())
for n in [0, 1, 255, 256, 65535, 2 ** 64]:
    raw = n.to_bytes((n.bit_length() + 7) // 8 or 1, "big")
    print(n, raw, raw.hex(), int.from_bytes(raw, "big") == n, bytes.fromhex(raw.hex()) == raw)
