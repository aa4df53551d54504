# native functions that take bytes-like objects accept memoryview and array
import struct, zlib, binascii, hashlib
from array import array
m = memoryview(b"abcdef")
def t(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: b"".join([m, b"x", m[1:3]]))
t(lambda: b"-".join([memoryview(bytearray(b"q")), b"r"]))
t(lambda: struct.unpack("3B", m[:3]))
t(lambda: struct.unpack("<h", memoryview(bytearray(b"\x01\x02"))))
t(lambda: zlib.crc32(m))
t(lambda: zlib.decompress(memoryview(zlib.compress(b"hello"))))
t(lambda: binascii.hexlify(m[2:]))
t(lambda: b"x" + m)
t(lambda: bytearray(b"x") + m[:2])
t(lambda: str(m, "ascii"))
t(lambda: b"zabcdefz".find(m))
t(lambda: m[1:4] in b"abcdef")
t(lambda: b"abcdef".startswith(m[:2]))
t(lambda: bytes(m[::2]))
t(lambda: b"".join([array("B", [65, 66])]))
t(lambda: hashlib.sha256(array("i", [1, 2])).hexdigest()[:12])
t(lambda: zlib.crc32(array("h", [1, 2, 3])))
t(lambda: b"ab" == m[:2])
ba = bytearray(b"123")
ba.extend(m[:2])
ba += memoryview(b"!")
print(ba)
t(lambda: m.tobytes().decode("ascii"))
