import base64, binascii
for data in [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"abcdef", b"hello world"]:
    e = base64.b32encode(data)
    print(e, base64.b32decode(e) == data)
print(base64.b32decode(b"mzxw6===", casefold=True))
print(base64.b32decode(b"ME======"))
print(base64.b32decode(b"MFRGGZDF", map01=None))
print(base64.b32hexencode(b"hello"), base64.b32hexdecode(b"D1IMOR3F"))
print(base64.b32decode(b"0FRGGZDF".replace(b"0", b"0"), map01=b"L") if False else "skip")
for bad in [b"ME=====", b"M1======", b"MFRGGZD=", b"me======"]:
    try:
        print(base64.b32decode(bad))
    except binascii.Error as e:
        print("Error:", e)
base64.b32decode(b"ABC")
