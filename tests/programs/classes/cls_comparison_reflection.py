# comparison reflection: a < b tries b.__gt__ if a.__lt__ is missing/NotImplemented
class L:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        print(f"L{self.v}.__lt__")
        return self.v < o.v if isinstance(o, L) else NotImplemented

class R:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        print(f"R{self.v}.__gt__")
        return self.v > getattr(o, "v", o)
    def __le__(self, o):
        print(f"R{self.v}.__le__")
        return self.v <= o.v
    def __ge__(self, o):
        print(f"R{self.v}.__ge__")
        return self.v >= o.v

print(L(1) < R(2))
print(R(5) > L(3))
print(L(2) > L(1))
print(L(4) >= R(4))
print(R(1) <= L(0))
print(3 < R(4))
class SubL(L):
    def __gt__(self, o):
        print("SubL.__gt__ (reflected first for subclass)")
        return True
print(L(1) < SubL(0))
