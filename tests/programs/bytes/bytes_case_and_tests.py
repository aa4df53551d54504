# ASCII-only case handling in bytes
b = b"Hello World 123 \xc3\xa9"
print(b.upper(), b.lower(), b.swapcase(), b.title())
print(b.isascii(), b[:11].isascii(), b"abc".isalpha(), b"\xc3\xa9".isalpha())
print(b"ABC".lower() == b"abc", b"123".isdigit(), b"12a".isalnum(), b" \t".isspace())
print(b"hello world".capitalize(), b"HELLO".istitle(), b"Hello".istitle())
words = b"the quick brown fox".split()
print([w.capitalize() for w in words], b" ".join(w.upper() for w in words))
print(b.decode().upper().encode())
print(sorted(set(b"mississippi")), bytes(sorted(set(b"mississippi"))))
