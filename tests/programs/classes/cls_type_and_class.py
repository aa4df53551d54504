# type(x), x.__class__, type of classes, class identity
class A: pass
class B(A): pass

a, b = A(), B()
print(type(a) is A, a.__class__ is A, type(b) is A, b.__class__.__name__)
print(type(A), type(B) is type, type(type))
print(A, B)
print(type(1), type("s"), type(None).__name__, type(len).__name__)
print(type(a).__mro__ == (A, object))
k = type(b)
c = k()
print(isinstance(c, B), type(c).__name__)
print(str(A), repr(B))
print([type(x).__name__ for x in (1, 2.0, "s", [], {}, (), set(), True, None, a, A)])
def f(): pass
print(type(f).__name__, type(lambda: 0).__name__)
print(a.__class__.__bases__, B.__bases__)
