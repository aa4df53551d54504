import struct
s = struct.Struct("<ihd")
print(s.format, s.size)
packed = s.pack(1, 2, 3.5)
print(packed, s.unpack(packed))
print(s.unpack_from(b"\x00\x00" + packed, 2))
rec = struct.Struct(">HH")
data = b"".join(rec.pack(i, i * i) for i in range(5))
print(list(rec.iter_unpack(data)))
for a, b in struct.iter_unpack("<bb", b"\x01\x02\x03\x04"):
    print(a, b)
print(struct.Struct(b"<q").format, struct.Struct(b"<q").size)
try:
    struct.Struct("<y")
except struct.error as e:
    print(e)
s.pack(1, 2)
