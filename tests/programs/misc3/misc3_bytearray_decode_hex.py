# decode, hex, fromhex and conversions
ba = bytearray("naïve café", "utf-8")
print(ba, len(ba))
print(ba.decode(), ba.decode("utf-8"), ba.decode("ascii", "replace"))
print(ba.hex(), bytearray(b"\x01\xab").hex(), bytearray(b"\x01\xab").hex(":"))
print(bytearray.fromhex("48 65 6c 6c 6f"), bytearray.fromhex("00ff"))
print(bytes(ba) == ba, bytearray(bytes(3)), list(bytearray.fromhex("0a0b")))
try:
    bytearray(b"\xff").decode()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e.reason, e.start, e.end)
try:
    bytearray.fromhex("zz")
except ValueError as e:
    print("ValueError:", e)
print(str(bytearray(b"hi")), bytearray(b"a\tb").decode().split())
