# hex() and bytes.fromhex
data = b"\x00\x01\xabHello\xff"
print(data.hex(), data.hex(" "), data.hex(":", 2), data.hex("-", -4))
print(bytes.fromhex("48656c6c6f"), bytes.fromhex("de ad be ef"), bytes.fromhex(""))
print(bytes.fromhex(data.hex()) == data)
print(b"\xde\xad\xbe\xef".hex().upper())
for word in [b"Python", b"\x7f\x80"]:
    print(word, word.hex(), " ".join(f"{x:02x}" for x in word))
try:
    bytes.fromhex("zz")
except ValueError as e:
    print("ValueError:", e)
try:
    bytes.fromhex("abc")
except ValueError as e:
    print("ValueError:", e)
