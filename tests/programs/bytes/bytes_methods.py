# bytes methods mirror str methods
b = b"  Hello World, hello bytes  "
print(b.strip(), b.lstrip(), b.rstrip(), b.strip(b" Hs"))
print(b.upper(), b.lower(), b.swapcase(), b.strip().title(), b.strip().capitalize())
print(b.split(), b.split(b","), b.strip().split(b" ", 1), b.rsplit(None, 1))
print(b.find(b"llo"), b.rfind(b"llo"), b.count(b"l"), b.index(b"W"), b.find(b"zz"), b.find(108))
print(b.replace(b"l", b"L"), b.replace(b"hello", b"bye", 1))
print(b.startswith(b"  H"), b.endswith(b"s  "), b.strip().startswith((b"x", b"He")))
print(b",".join([b"a", b"b", b"c"]), b"".join([b"x", b"yz"]))
print(b"abc".center(9, b"*"), b"abc".ljust(5, b"."), b"abc".rjust(5), b"42".zfill(5))
print(b"key=val".partition(b"="), b"a.b.c".rpartition(b"."))
print(b"123".isdigit(), b"abc".isalpha(), b"ab1".isalnum(), b"  ".isspace(), b"ABC".isupper(), b"abc".islower())
print(b"line1\nline2\r\n".splitlines(), b"a\tb".expandtabs(4))
print(b"hello".removeprefix(b"he"), b"hello".removesuffix(b"lo"))
