import struct
for f, buf in [("i", b"abc"), ("<h", b"abc"), ("2s", b"a")]:
    try:
        struct.unpack(f, buf)
    except struct.error as e:
        print(e)
try:
    struct.unpack_from("i", b"abc", 1)
except struct.error as e:
    print(e)
try:
    struct.unpack_from("i", b"abcdef", -1)
except struct.error as e:
    print(e)
print(struct.unpack_from("<h", b"\x01\x02\x03\x04", offset=2))
print(struct.unpack_from("<h", b"\x01\x02\x03\x04", -2))
try:
    list(struct.iter_unpack("i", b"abcdef"))
except struct.error as e:
    print(e)
try:
    struct.iter_unpack("0s", b"abcdef")
except struct.error as e:
    print(e)
try:
    struct.unpack("<h", "ab")
except TypeError as e:
    print(e)
struct.unpack("<I", b"\x00" * 5)
