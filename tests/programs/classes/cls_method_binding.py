# bound methods: __self__, __func__, identity of functions, unbound via class
class C:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
    def add(self, n):
        self.v += n
        return self.v

a, b = C(1), C(2)
ga = a.get
print(ga(), ga.__self__ is a, ga.__func__ is C.get, C.get(b))
print(ga.__name__, ga.__qualname__)
print(a.get == a.get, a.get == b.get)
fns = [a.add, b.add, a.add]
print([f(10) for f in fns])
print(list(map(C.get, [a, b])))
a.get = lambda: "instance attribute wins"
print(a.get(), b.get())
del a.get
print(a.get())
def external(self, k):
    return self.v * k
C.times = external
print(a.times(3), b.times(2))
