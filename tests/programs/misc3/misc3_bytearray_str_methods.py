# str-like methods on bytearray return bytearray
ba = bytearray(b"  Hello, World  ")
print(ba.strip(), ba.lower(), ba.upper(), ba.strip().swapcase())
print(ba.split(), ba.strip().split(b", "), type(ba.split()[0]).__name__)
print(ba.replace(b"l", b"L"), ba.count(b"l"), ba.find(b"World"), ba.rfind(b"l"))
print(ba.startswith(b"  H"), ba.strip().endswith(b"World"), ba.strip().isalpha())
print(bytearray(b",").join([b"a", bytearray(b"b"), b"c"]))
print(bytearray(b"abc").center(9, b"*"), bytearray(b"7").zfill(3), bytearray(b"a-b-c").partition(b"-"))
print(bytearray(b"Title case words").title(), bytearray(b"123").isdigit(), bytearray(b"x y").split(b" ", 1))
