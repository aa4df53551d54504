# int <-> bytes conversions
for n in [0, 1, 255, 256, 65535, 2 ** 32 - 1, 2 ** 63]:
    length = max(1, (n.bit_length() + 7) // 8)
    be = n.to_bytes(length, "big")
    le = n.to_bytes(length, "little")
    print(n, be, le, int.from_bytes(be, "big"), int.from_bytes(le, "little"))
print((-1).to_bytes(4, "big", signed=True), int.from_bytes(b"\xff\xff\xff\xff", "big", signed=True))
print(int.from_bytes(b"\x80", "big", signed=True), int.from_bytes(b"\x80", "big"))
print(int.from_bytes(b"", "big"), int.from_bytes([1, 0], "big"))
header = b"\x00\x00\x01\x2c\x00\x10"
size = int.from_bytes(header[:4], "big")
flags = int.from_bytes(header[4:], "big")
print(size, flags, bin(flags))
print(list((1000).to_bytes(4, "little")))
