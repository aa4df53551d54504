# explicit two-argument super() and skipping classes in the MRO
class A:
    def f(self):
        return "A"
class B(A):
    def f(self):
        return "B" + super().f()
class C(A):
    def f(self):
        return "C" + super().f()
class D(B, C):
    def f(self):
        return "D" + super().f()
    def skip_b(self):
        return super(B, self).f()
    def only_a(self):
        return super(C, self).f()

d = D()
print(d.f(), d.skip_b(), d.only_a())
print(super(D, d).f(), super(B, d).f(), super(C, d).f())
print(B.f(d), C.f(d), A.f(d))
try:
    super(D, A())
except TypeError as e:
    print("TypeError:", e)
