# classic C3 example (O, A..F, K1..K3, Z)
class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass

def names(k):
    return [c.__name__ for c in k.__mro__]

for k in (K1, K2, K3, Z):
    print(k.__name__, names(k))

class F(O): pass
class G(F): pass
class H(O): pass
class I(G, H): pass
class J(H, F): pass
print(names(I))
print(names(J))
print(len(Z.__mro__), Z.__mro__[-1] is object)
