# bytearray construction, repr, indexing, iteration and equality
forms = [
    bytearray(),
    bytearray(0),
    bytearray(5),
    bytearray(b"abc"),
    bytearray([104, 105]),
    bytearray((1, 2, 255)),
    bytearray(range(65, 70)),
    bytearray("héllo", "utf-8"),
    bytearray("abc", encoding="ascii"),
    bytearray(x * 3 for x in range(4)),
    bytearray(bytearray(b"copy")),
    bytearray({7: "a", 8: "b"}),
    bytearray(iter([9, 10])),
    bytearray(True),
]
for f in forms:
    print(repr(f), len(f), bool(f))
ba = bytearray(b"quote's")
print(ba, str(ba), repr(bytearray(b'both \' and "')))
ba = bytearray(b"Hello, World")
print(ba[0], ba[-1], ba[1:5], ba[::-1], ba[::3], ba[100:], ba[-3:])
print(list(ba[:4]), [c for c in ba if c < 97], sum(ba), max(ba), min(ba))
print(list(reversed(bytearray(b"xyz"))), sorted(bytearray(b"banana")))
print(ba == b"Hello, World", b"Hello, World" == ba, ba != bytearray(b"Hello"), ba == "Hello, World")
print(type(ba).__name__, isinstance(ba, bytearray), isinstance(ba, bytes), type(ba[1:3]).__name__)
print(bytes(ba), type(bytes(ba)).__name__, list(bytearray(3)))
it = iter(bytearray(b"ab"))
print(next(it), next(it), next(it, "done"))
print(len(bytearray(1000)), bytearray(b"x") * 3, 2 * bytearray(b"yz"), bytearray(b"q") * 0)
print(bytearray(b"abc") is bytearray(b"abc"), ba[:] is ba, ba[:] == ba)
e = enumerate(bytearray(b"hi"))
print(list(e), dict(zip(bytearray(b"ab"), b"xy")))
