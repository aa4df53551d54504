# int methods and attributes
n = 1234
print(n.bit_length(), n.bit_count(), (-7).bit_count())
print((-1).bit_length(), (2 ** 100).bit_length())
print(n.to_bytes(2, "big"), n.to_bytes(4, "little"))
print(int.from_bytes(b"\x04\xd2", "big"), int.from_bytes(b"\xd2\x04", "little"))
print(int.from_bytes(b"\xff\xff", "big", signed=True))
print((-2).to_bytes(2, "big", signed=True))
print(n.real, n.imag, n.numerator, n.denominator)
print((7).conjugate(), abs(-7), (-7).real)
print(n.as_integer_ratio(), (-3).as_integer_ratio())
print(int.__name__, type(n) is int)
print((255).to_bytes(1, "big"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
