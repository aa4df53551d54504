import types
class A:
    def __init__(self, n):
        self.n = n
def f(self, k=1):
    return self.n * k
a = A(5)
m = types.MethodType(f, a)
print(m(), m(3), m.__self__ is a, m.__func__ is f)
print(type(m).__name__, type(m) is types.MethodType)
b = f.__get__(a)
print(b(), b(2), b.__self__ is a, b.__func__ is f)
c = f.__get__(a, A)
print(c(4), type(c).__name__)
print(f.__get__(None, A) is f)
print(m == b, m == types.MethodType(f, A(5)))
a.g = types.MethodType(f, a)
print(a.g(10))
class K:
    @classmethod
    def cm(cls, x):
        return (cls.__name__, x)
    @staticmethod
    def sm(x):
        return x * 2
cmo = K.__dict__['cm']
smo = K.__dict__['sm']
print(type(cmo).__name__, type(smo).__name__)
bound = cmo.__get__(None, K)
print(bound(1), bound.__self__ is K)
class K2(K):
    pass
print(cmo.__get__(K2())(2))
print(cmo.__get__(None, K2)(3))
print(smo.__get__(None, K)(4), smo.__get__(K())(5))
print(cmo.__func__.__name__, smo.__func__(6))
lam = lambda self: self.n + 1
print(types.MethodType(lam, a)())
# method of a builtin-ish callable
def g(*args):
    return args
mm = types.MethodType(g, 'obj')
print(mm(1, 2))
print(repr(types.MethodType(f, a)).startswith('<bound method f of'))
for args in [(f,), (f, None), (1, 2), (f, 1, 2)]:
    try:
        types.MethodType(*args)
    except TypeError as e:
        print('TypeError', e)
try:
    types.MethodType(f, 1, x=2)
except TypeError as e:
    print('TypeError', e)
for d in (f, staticmethod(f), classmethod(f)):
    try:
        d.__get__(None, None)
    except TypeError as e:
        print(type(d).__name__, 'TypeError', e)
    try:
        d.__get__(None)
    except TypeError as e:
        print(type(d).__name__, 'TypeError', e)
print(staticmethod(f).__get__(1) is f, staticmethod(f).__get__(None, A) is f)
print(classmethod(f).__get__(None, int).__self__, classmethod(f).__get__(3).__self__)
class P:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, value):
        self._v = value * 10
    ro = property(lambda self: 'ro')
prop = P.__dict__['v']
p = P()
print(prop.__get__(p), prop.__get__(None, P) is prop, prop.__get__(p, P))
prop.__set__(p, 4)
print(p.v, P.__dict__['ro'].__get__(p))
try:
    P.__dict__['ro'].__set__(p, 1)
except AttributeError as e:
    print('AttributeError', e)
try:
    P.__dict__['ro'].__delete__(p)
except AttributeError as e:
    print('AttributeError', e)
try:
    property().__get__(p)
except AttributeError as e:
    print('AttributeError', e)
# A descriptor written in Python delegating to function.__get__.
class Wrap:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, owner=None):
        return self.fn.__get__(obj, owner)
class UsesWrap:
    n = 3
    @Wrap
    def triple(self):
        return self.n * 3
print(UsesWrap().triple(), UsesWrap.triple is UsesWrap.__dict__['triple'].fn)
