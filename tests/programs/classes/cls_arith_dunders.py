# arithmetic dunders on a vector class
class V:
    def __init__(self, *c):
        self.c = c
    def __repr__(self):
        return "V" + repr(self.c)
    def __add__(self, o):
        return V(*(a + b for a, b in zip(self.c, o.c)))
    def __sub__(self, o):
        return V(*(a - b for a, b in zip(self.c, o.c)))
    def __mul__(self, k):
        return V(*(a * k for a in self.c))
    def __truediv__(self, k):
        return V(*(a / k for a in self.c))
    def __floordiv__(self, k):
        return V(*(a // k for a in self.c))
    def __mod__(self, k):
        return V(*(a % k for a in self.c))
    def __pow__(self, k):
        return V(*(a ** k for a in self.c))
    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.c, o.c))
    def __divmod__(self, k):
        return (self // k, self % k)

a, b = V(1, 2, 3), V(4, 5, 6)
print(a + b, b - a, a * 3, b / 2, b // 4, b % 4, a ** 2)
print(a @ b, divmod(V(7, 8), 3))
print(a + b * 2 - a)
print(pow(V(2, 3), 3))
