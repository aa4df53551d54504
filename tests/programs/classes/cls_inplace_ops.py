# in-place operators: __iadd__ mutates, fallback to __add__ rebinds
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
    def __isub__(self, x):
        self.items.remove(x)
        return self
    def __imul__(self, n):
        self.items = self.items * n
        return self

class Num:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return Num(self.v + o)
    def __ior__(self, o):
        return Num(self.v | o)
    def __ilshift__(self, n):
        self.v <<= n
        return self

a = Acc()
alias = a
a += 1
a += 2
a += 3
a -= 2
a *= 2
print(a.items, alias is a, alias.items)
n = Num(5)
before = n
n += 10
print(n.v, before.v, n is before)
n |= 2
print(n.v)
m = n
n <<= 3
print(n.v, m is n)
lst = [Acc()]
lst[0] += "x"
print(lst[0].items)
