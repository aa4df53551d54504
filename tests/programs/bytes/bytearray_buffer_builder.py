# realistic uses: a packet builder, run-length coding and a checksum
def build_packet(kind, payload):
    buf = bytearray()
    buf += b"PK"
    buf.append(kind)
    buf.extend(len(payload).to_bytes(2, "big"))
    buf += payload
    checksum = 0
    for byte in buf:
        checksum = (checksum + byte) & 0xFF
    buf.append(checksum)
    return bytes(buf)


def parse_packet(raw):
    if raw[:2] != b"PK":
        raise ValueError("bad magic")
    kind = raw[2]
    length = int.from_bytes(raw[3:5], "big")
    payload = raw[5:5 + length]
    if sum(raw[:-1]) & 0xFF != raw[-1]:
        raise ValueError("bad checksum")
    return kind, payload


def rle_encode(data):
    out = bytearray()
    i = 0
    while i < len(data):
        run = 1
        while i + run < len(data) and data[i + run] == data[i] and run < 255:
            run += 1
        out += bytes([run, data[i]])
        i += run
    return out


def rle_decode(data):
    out = bytearray()
    for i in range(0, len(data), 2):
        out += bytes([data[i + 1]]) * data[i]
    return out


p = build_packet(7, b"hello, packet")
print(p, p.hex(" "))
print(parse_packet(p))
corrupt = bytearray(p)
corrupt[6] ^= 0xFF
try:
    parse_packet(bytes(corrupt))
except ValueError as e:
    print("ValueError:", e)
text = b"aaaabbbcccccccccccd" + b"e" * 300
enc = rle_encode(text)
print(len(text), len(enc), enc[:10], rle_decode(enc) == text)
grid = [bytearray(b"." * 8) for _ in range(4)]
for r in range(4):
    grid[r][r * 2] = ord("#")
    grid[r][-1 - r] = ord("@")
print(b"\n".join(grid).decode())
rev = bytearray(b"stressed")
rev.reverse()
print(rev.decode(), rev.upper().decode(), bytes(rev[::-1]))
swapped = bytearray(b"ABCD")
swapped[0], swapped[3] = swapped[3], swapped[0]
print(swapped, swapped.find(b"BC"), swapped.count(b"D"))
