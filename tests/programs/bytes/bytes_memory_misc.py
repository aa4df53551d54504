# misc bytes behaviours: iteration, membership, count of ints, comparisons with lists
b = b"\x01\x02\x03\x02\x01"
print(list(b), b.count(2), b.count(b"\x02"), 3 in b, b"\x03\x02" in b)
print(b == bytes([1, 2, 3, 2, 1]), list(b) == [1, 2, 3, 2, 1], b == [1, 2, 3, 2, 1])
print(b.index(3), b.rindex(2), b[::2], b[1:-1])
print(bytes(x + 48 for x in b), b.decode("ascii") == "\x01\x02\x03\x02\x01")
print(bool(b""), bool(b"\x00"), len(b"\x00" * 10))
print(b.hex(), b.startswith(b"\x01"), b.endswith(b"\x01"))
print(b.split(b"\x03"), b.replace(b"\x02", b""), b.strip(b"\x01"))
print(isinstance(b, bytes), isinstance(b, str), type(b[0:1]).__name__)
print(sum(b), bytes(10)[:3], b"%d" % len(b))
