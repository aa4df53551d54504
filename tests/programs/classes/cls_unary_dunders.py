# unary dunders: __neg__ __pos__ __abs__ __invert__, plus __int__ __float__ __index__
class Signed:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"S({self.v})"
    def __neg__(self):
        return Signed(-self.v)
    def __pos__(self):
        return Signed(+self.v if self.v > 0 else 0)
    def __abs__(self):
        return Signed(abs(self.v))
    def __invert__(self):
        return Signed(~self.v)
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v) + 0.5
    def __index__(self):
        return int(self.v)

s = Signed(-7)
print(-s, +s, abs(s), ~s, -(-s), +Signed(3))
print(int(s), float(s), int(Signed(2.9)))
print([10, 20, 30, 40][Signed(2)], "abcdef"[Signed(1):Signed(4)])
print(bin(Signed(5)), hex(Signed(255)), range(Signed(3))[-1])
