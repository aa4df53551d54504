# Bitwise operators on ints, including negative and big values
vals = [0, 1, 5, 12, -1, -6, 255, 1024]
for a in vals:
    print(a, ~a, a << 3, a >> 1, a & 0xF, a | 0x10, a ^ 0xFF)
print(-1 >> 10, -1024 >> 3, -5 >> 1)
print(1 << 100)
print((1 << 100) >> 99)
print((2 ** 70 - 1) & (2 ** 65 + 3))
print(-(2 ** 70) | 5)
print((2 ** 80) ^ (2 ** 80 + 12345))
print(0b1010 & 0b0110, 0b1010 | 0b0110, 0b1010 ^ 0b0110)
print(True & False, True | False, True ^ True, ~True, ~False)
print(type(True & True).__name__, type(True & 3).__name__)
n = 0
for bit in [0, 3, 5, 64]:
    n |= 1 << bit
print(n, bin(n))
print([i for i in range(70) if n >> i & 1])
x = 0xDEADBEEF
x &= 0xFFFF
x ^= 0x1234
x <<= 2
x >>= 1
print(hex(x))
print((255).bit_length(), (256).bit_length(), (0).bit_length(), (-255).bit_length())
