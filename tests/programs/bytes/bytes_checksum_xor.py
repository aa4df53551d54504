# byte-level algorithms: checksums and xor "encryption"
def checksum8(data):
    return sum(data) & 0xFF

def xor_bytes(data, key):
    return bytes(b ^ key[i % len(key)] for i, b in enumerate(data))

msg = "Attack at dawn!".encode()
key = b"k3y"
enc = xor_bytes(msg, key)
print(enc, enc.hex())
print(xor_bytes(enc, key), xor_bytes(enc, key).decode())
print(checksum8(msg), checksum8(enc), checksum8(b""))
crc = 0xFFFFFFFF
for byte in b"123456789":
    crc ^= byte
    for _ in range(8):
        crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
print(hex(crc ^ 0xFFFFFFFF))
parity = [bin(b).count("1") % 2 for b in b"parity"]
print(parity)
