# diamond inheritance: C3 linearisation and cooperative super()
class A:
    def who(self):
        return ["A"]

class B(A):
    def who(self):
        return ["B"] + super().who()

class C(A):
    def who(self):
        return ["C"] + super().who()

class D(B, C):
    def who(self):
        return ["D"] + super().who()

class E(C, B):
    pass

print([k.__name__ for k in D.__mro__])
print([k.__name__ for k in E.__mro__])
print(D().who())
print(E().who())
print([k.__name__ for k in D.mro()])
print(D.__bases__ == (B, C), [b.__name__ for b in E.__bases__])
print(issubclass(D, A), issubclass(E, D))
