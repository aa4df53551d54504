# Private name mangling: attributes, methods, class attributes, locals, imports, nested classes, slots, keyword arguments (not mangled).
class A:
    def f(self, __x): return __x
    def g(self):
        try:
            return self.f(__x=1)
        except TypeError as e:
            return str(e)
    def __priv(self): return 'p'
    __cls_attr = 3
    def h(self):
        __local = 5
        import os.path as __osp
        return self.__priv(), A.__cls_attr, __local, __osp.__name__, dir()
    class __Inner:
        pass
print(A().g(), A().h(), sorted(k for k in A.__dict__ if 'A' in k))
class _B:
    def m(self): self.__y = 1; return vars(self)
class ___:
    def m(self): self.__y = 1; return vars(self)
print(_B().m(), ___().m())
def outer():
    __z = 1
    class C:
        def get(self):
            try:
                return __z
            except NameError as e:
                return str(e)
    return C().get()
print(outer())
class D:
    def m(self):
        return [self.__q for self.__q in range(2)], getattr(self, '_D__q'), (lambda: self.__q)()
print(D().m())
class E:
    x = __name__
    def m(self, **kw):
        return kw
print(E().m(__k=1), E.x)
class S:
    __slots__ = ('__y', 'z')
    def f(self):
        self.__y = 2
        return self.__y, S.__dict__['_S__y'].__name__ if hasattr(S.__dict__['_S__y'], '__name__') else 'member'
s = S()
print(s.f()[0], s._S__y, hasattr(s, '__y'))
class T:
    def __m(self):
        return 'm'
    def call(self):
        return self.__m()
print(T().call(), T._T__m.__name__, T._T__m.__qualname__, hasattr(T, '__m'))
class U:
    class __N:
        def g(self):
            self.__a = 1
            return vars(self)
    def make(self):
        return self.__N().g(), self.__N.__name__, self.__N.__qualname__
print(U().make())
class V:
    def __init__(self):
        self.__secret = 42
class W(V):
    def peek(self):
        try:
            return self.__secret
        except AttributeError as e:
            return str(e)
print(W().peek(), W()._V__secret, sorted(vars(W())))
class X:
    __count = 0
    @classmethod
    def bump(cls):
        cls.__count += 1
        return cls.__count
print(X.bump(), X.bump(), X._X__count)
try:
    X().__missing_attr
except AttributeError as e:
    print(e)
