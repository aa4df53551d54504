# bytes literals and their repr
vals = [b"hello", b"", b"it's", b'say "hi"', b"both ' \"", b"\x00\x01\xff", b"\t\n\r", b"\\", b"\x7f\x80",
        bytes([65, 66, 67]), bytes(3), bytes(range(30, 40)), rb"raw\n", b"a" * 3, b"caf\xc3\xa9"]
for v in vals:
    print(repr(v), len(v))
print(bytes([0, 9, 10, 13, 31, 32, 126, 127, 128, 255]))
print(str(b"abc"), [b"x", b"y"], (b"z",), {b"k": b"v"})
print(b"abc" == b"abc", b"abc" == "abc", b"a" < b"b", b"abc" < b"abd", b"" < b"\x00")
print(type(b"").__name__, bytes.__name__)
print(b"ABC" + b"def", b"-" * 5, 2 * b"ab")
print(b"hello world"[::-1], b"x" in b"xyz", b"yz" in b"xyz", 121 in b"xyz")
