# building binary output incrementally with bytearray
buf = bytearray()
buf += b"HEAD"
buf.append(0)
buf.extend((1).to_bytes(2, "big"))
buf.extend("ñ".encode())
for i in range(3):
    buf.append(65 + i)
print(buf, len(buf), bytes(buf))
print(buf.startswith(b"HEAD"), buf.find(b"ABC"), buf[4], buf[-3:])
buf[0:4] = b"head"
print(buf)
del buf[4:7]
print(buf, buf.hex())
buf.reverse()
print(buf, buf.decode("utf-8", "replace"))
print(bytearray(b"abc") + b"def", bytearray(b"xy") * 2, b"q" + bytearray(b"r"))
print(type(bytearray(b"a") + b"b").__name__, type(b"b" + bytearray(b"a")).__name__)
