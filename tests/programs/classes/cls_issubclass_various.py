# issubclass with user classes, tuples, object, builtins
class A: pass
class B(A): pass
class C(B): pass
class D: pass
class E(D, C): pass

pairs = [(A, A), (B, A), (A, B), (C, A), (E, A), (E, D), (D, E), (C, (D, B)), (A, (D,)), (E, object), (int, object), (bool, int), (B, ())]
for sub, sup in pairs:
    supname = sup.__name__ if isinstance(sup, type) else tuple(k.__name__ for k in sup)
    print(sub.__name__, supname, issubclass(sub, sup))
print(issubclass(type, object), issubclass(object, type))
try:
    issubclass(A(), A)
except TypeError as e:
    print("TypeError:", e)
print([k.__name__ for k in A.__subclasses__()])
