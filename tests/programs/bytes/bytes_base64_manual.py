# base64 encoding implemented by hand
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

def b64encode(data):
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(chunk + b"\x00" * (3 - len(chunk)), "big")
        chars = [ALPHABET[(n >> s) & 63] for s in (18, 12, 6, 0)]
        if len(chunk) < 3:
            chars[len(chunk) + 1:] = "=" * (3 - len(chunk))
        out.extend(chars)
    return "".join(out)

def b64decode(text):
    text = text.rstrip("=")
    bits = "".join(format(ALPHABET.index(c), "06b") for c in text)
    usable = len(bits) // 8 * 8
    return bytes(int(bits[i:i + 8], 2) for i in range(0, usable, 8))

for sample in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", "héllo".encode()]:
    e = b64encode(sample)
    print(sample, e, b64decode(e) == sample)
