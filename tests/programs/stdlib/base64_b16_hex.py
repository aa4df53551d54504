import base64, binascii
print(base64.b16encode(b"\x00\x01\xab\xff"))
print(base64.b16decode(b"0001ABFF"))
print(base64.b16decode("0001abff", casefold=True))
print(binascii.hexlify(b"\xde\xad\xbe\xef"), binascii.b2a_hex(b"xyz"))
print(binascii.unhexlify(b"deadbeef"), binascii.a2b_hex("00ff"))
print(binascii.hexlify(b"\x01\x02\x03\x04\x05", "-"), binascii.hexlify(b"\x01\x02\x03\x04\x05", b":", 2), binascii.hexlify(b"\x01\x02\x03\x04\x05", " ", -2))
for bad in [b"0g", b"abc"]:
    try:
        binascii.unhexlify(bad)
    except binascii.Error as e:
        print("Error:", e)
try:
    base64.b16decode(b"00ab")
except binascii.Error as e:
    print("Error:", e)
print(binascii.crc32(b"hello world"), binascii.crc32(b""), binascii.crc32(b"world", binascii.crc32(b"hello ")))
base64.b16decode(b"0")
