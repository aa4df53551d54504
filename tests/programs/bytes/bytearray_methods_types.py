# bytes methods on bytearray return bytearray; on bytes they return bytes
ba = bytearray(b"  Hello World  ")
results = [
    ba.strip(), ba.lstrip(), ba.rstrip(b" d"), ba.upper(), ba.lower(), ba.swapcase(),
    ba.title(), ba.capitalize(), ba.center(20, b"*"), ba.ljust(17), ba.rjust(17, b"."),
    bytearray(b"42").zfill(5), bytearray(b"a\tb").expandtabs(), ba.replace(b"l", b"L"),
    ba.removeprefix(b"  "), ba.removesuffix(b"xx"), ba.translate(None, b"lo"),
    bytearray(b"-").join([b"a", bytearray(b"b"), b"c"]),
]
for r in results:
    print(type(r).__name__, r)
print([type(p).__name__ for p in ba.split()], ba.split(), ba.rsplit(b"o", 1))
print(ba.partition(b"o"), ba.rpartition(b"zz"), ba.splitlines())
print(bytearray(b"a\nb\r\nc").splitlines(True))
print(ba.decode(), type(ba.decode()).__name__, ba.hex(), ba.hex("-", 4))
print(ba.find(b"o"), ba.rfind(b"o"), ba.index(b"W"), ba.rindex(108), ba.count(b"l"), ba.count(108))
print(ba.startswith(b"  H"), ba.endswith((b"x", b"  ")), ba.isascii(), ba.strip().isalpha())
print(bytearray(b"ABC").isupper(), bytearray(b"abc").islower(), bytearray(b"Ab Cd").istitle())
print(bytearray(b"123").isdigit(), bytearray(b"a1").isalnum(), bytearray(b" \t\n").isspace())
print(bytearray.fromhex("de ad be ef"), bytes.fromhex("00ff"), type(bytearray.fromhex("")).__name__)
t = bytearray.maketrans(b"abc", b"xyz")
print(type(t).__name__, len(t), bytearray(b"aabbcc").translate(t), b"cab".translate(t))
print(b",".join([bytearray(b"x"), b"y"]), type(b",".join([bytearray(b"x")])).__name__)
same = bytearray(b"keep")
print(same.strip() is same, same.strip() == same, same.replace(b"z", b"y") is same)
print(bytes.upper(b"abc"), bytearray.upper(bytearray(b"abc")), bytes.hex(b"\x01\x02"))
for call in [lambda: bytearray.upper(b"abc"), lambda: bytes.upper(bytearray(b"abc")), lambda: bytes.upper()]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
