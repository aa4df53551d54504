# bytearray construction, indexing, slicing and mutation
ba = bytearray(b"hello")
print(ba, len(ba), ba[0], ba[-1], ba[1:3], type(ba[1:3]).__name__)
ba[0] = ord("H")
ba[-1] = 33
print(ba)
print(bytearray(3), bytearray([65, 66, 67]), bytearray("héllo", "utf-8"), bytearray(range(5)))
print(bytearray(), bytearray(b""), bytearray(b"abc") == b"abc", b"abc" == bytearray(b"abc"))
ba2 = bytearray(b"abc") + b"def"
print(ba2, type(ba2).__name__, b"xy" + bytearray(b"z"), type(b"xy" + bytearray(b"z")).__name__)
print(ba2 * 2, 2 * bytearray(b"-"), bytearray(b"ab") in [b"ab"], 99 in ba2, b"cd" in ba2)
print(list(bytearray(b"AZ")), bytes(bytearray(b"x")), sorted(bytearray(b"cab")))
ba3 = bytearray(b"12345")
ba3 += b"67"
ba3 *= 2
print(ba3)
print(repr(bytearray(b"\x00\xff\n'\"")))
