import struct
HEADER = struct.Struct("<4sHHI")
def encode(records):
    body = b"".join(struct.pack("<Hd", k, v) for k, v in records)
    return HEADER.pack(b"DATA", 1, len(records), len(body)) + body
def decode(blob):
    magic, ver, n, size = HEADER.unpack_from(blob)
    out = []
    off = HEADER.size
    for _ in range(n):
        k, v = struct.unpack_from("<Hd", blob, off)
        off += struct.calcsize("<Hd")
        out.append((k, v))
    return magic, ver, size, out
blob = encode([(1, 0.5), (2, -3.25), (65535, 1e100)])
print(len(blob), blob[:12])
print(decode(blob))
print(struct.unpack(">I", bytes([1, 2, 3, 4]))[0], int.from_bytes(bytes([1, 2, 3, 4]), "big"))
print(struct.unpack("<8B", struct.pack("<d", 1.0)))
print(struct.unpack("<q", struct.pack("<Q", 2**63))[0])
print(struct.unpack("<e", struct.pack("<e", 0.1)), struct.unpack("<e", struct.pack("<e", -1e-7)), struct.unpack("<e", struct.pack("<e", 65504)))
print(struct.pack("<e", float("inf")), struct.pack("<e", float("-inf")), struct.pack(">f", float("nan")))
