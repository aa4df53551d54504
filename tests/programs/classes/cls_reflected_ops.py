# reflected operators (__radd__ etc.) used when left operand returns NotImplemented
class Meters:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"{self.v}m"
    def __add__(self, o):
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        print("radd with", o)
        return self.__add__(o)
    def __rsub__(self, o):
        return Meters(o - self.v)
    def __rmul__(self, o):
        return Meters(o * self.v)
    def __rtruediv__(self, o):
        return o / self.v
    def __rpow__(self, o):
        return o ** self.v
    def __rmod__(self, o):
        return o % self.v
    def __rfloordiv__(self, o):
        return o // self.v

m = Meters(4)
print(m + 1, 1 + m, m + Meters(2), 2.5 + m)
print(10 - m, 3 * m, 12 / m, 2 ** m, 11 % m, 17 // m)
print(sum([Meters(1), Meters(2), Meters(3)]))
