# building binary output from parts with join and concatenation
parts = []
parts.append(b"HEAD")
parts.append(bytes([0]))
parts.append((1).to_bytes(2, "big"))
parts.append("ñ".encode())
parts.append(bytes(65 + i for i in range(3)))
buf = b"".join(parts)
print(buf, len(buf))
print(buf.startswith(b"HEAD"), buf.find(b"ABC"), buf[4], buf[-3:])
buf = b"head" + buf[4:]
print(buf)
buf = buf[:4] + buf[7:]
print(buf, buf.hex())
print(buf[::-1], buf.decode("utf-8", "replace"))
acc = b""
for word in [b"alpha", b"beta", b"gamma"]:
    acc += word[:2].upper() + b"-"
print(acc, acc.rstrip(b"-"), acc.count(b"-"))
print(b"-".join([b"x", b"y"]) * 2, b"%s=%d" % (b"n", 5))
