class A:
    def f(self, x): return ("A.f", x)
    @classmethod
    def c(cls): return ("A.c", cls.__name__)
    @staticmethod
    def s(): return "A.s"
    @property
    def p(self): return "A.p"
class B(A):
    def f(self, x): return ("B.f",) + super().f(x)
    def c(self): return super().c()
    def s(self): return super().s()
    def p2(self): return super().p
    def __init__(self): super().__init__()
class C(B):
    def f(self, x): return ("C.f",) + super().f(x)
    def g(self): return super(B, self).f(1)
c = C()
print(c.f(1), c.c(), c.s(), c.p2(), c.g())
class L(list):
    def append(self, x): super().append(x * 2)
l = L(); l.append(3); print(l)
try:
    class D(A):
        def h(self): return super().nope()
    D().h()
except AttributeError as e: print(e)
