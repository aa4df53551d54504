# parsing a small length-prefixed binary protocol
def encode_msg(kind, payload):
    return bytes([kind]) + len(payload).to_bytes(2, "big") + payload

stream = encode_msg(1, b"hello") + encode_msg(2, "wörld".encode()) + encode_msg(3, b"") + encode_msg(1, bytes(range(4)))
print(stream)
print(len(stream))
pos = 0
msgs = []
while pos < len(stream):
    kind = stream[pos]
    length = int.from_bytes(stream[pos + 1:pos + 3], "big")
    payload = stream[pos + 3:pos + 3 + length]
    msgs.append((kind, length, payload))
    pos += 3 + length
for m in msgs:
    print(m)
print([p.decode("utf-8", "replace") for k, _, p in msgs if k != 1])
