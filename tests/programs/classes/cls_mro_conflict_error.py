# inconsistent MRO is a TypeError at class creation
class X: pass
class Y: pass
class A(X, Y): pass
class B(Y, X): pass
print([k.__name__ for k in A.__mro__])
print([k.__name__ for k in B.__mro__])
try:
    class Bad(A, B): pass
except TypeError as e:
    print("caught:", e)
try:
    class Dup(X, X): pass
except TypeError as e:
    print("caught:", e)
class Ok(A, Y): pass
print([k.__name__ for k in Ok.__mro__])
class Worse(X, A): pass
