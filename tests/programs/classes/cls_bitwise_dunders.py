# bitwise dunders on a small bitset class
class Bits:
    def __init__(self, v, width=8):
        self.v = v & ((1 << width) - 1)
        self.w = width
    def __repr__(self):
        return format(self.v, f"0{self.w}b")
    def __and__(self, o):
        return Bits(self.v & o.v, self.w)
    def __or__(self, o):
        return Bits(self.v | o.v, self.w)
    def __xor__(self, o):
        return Bits(self.v ^ o.v, self.w)
    def __invert__(self):
        return Bits(~self.v, self.w)
    def __lshift__(self, n):
        return Bits(self.v << n, self.w)
    def __rshift__(self, n):
        return Bits(self.v >> n, self.w)
    def __rand__(self, o):
        return Bits(o & self.v, self.w)
    def __ror__(self, o):
        return Bits(o | self.v, self.w)
    def __rxor__(self, o):
        return Bits(o ^ self.v, self.w)
    def __rlshift__(self, o):
        return o << self.v

a, b = Bits(0b1100_1010), Bits(0b0101_0110)
print(a, b)
print(a & b, a | b, a ^ b, ~a)
print(a << 2, a >> 3)
print(0xF0 & a, 0x0F | b, 0xFF ^ a)
print(1 << Bits(4))
