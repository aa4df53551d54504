# a classic hexdump of a byte string
data = "Hello, bytes! ünïcode\n\x00\x01\x02".encode("utf-8") + bytes(range(250, 256))
for offset in range(0, len(data), 16):
    chunk = data[offset:offset + 16]
    hexpart = " ".join(f"{b:02x}" for b in chunk)
    text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
    print(f"{offset:08x}  {hexpart:<47}  |{text}|")
print(len(data), data.count(0), max(data), min(data))
dump_line = " ".join(f"{b:02x}" for b in data[:8])
restored = bytes(int(h, 16) for h in dump_line.split())
print(dump_line, restored, restored == data[:8])
print(bytes.fromhex(dump_line) == restored)
