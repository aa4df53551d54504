# bytes.translate / maketrans and filtering
table = bytes.maketrans(b"abc", b"ABC")
print(b"aabbccdd".translate(table))
print(b"hello world".translate(None, b"lo"))
print(b"Hello".translate(bytes.maketrans(b"", b"")))
rot13 = bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                        b"NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
print(b"Hello, World!".translate(rot13), b"Hello, World!".translate(rot13).translate(rot13))
printable = bytes(b for b in b"a\x00b\x01c\x7fd" if 32 <= b < 127)
print(printable)
print(len(table), table[97], table[65])
