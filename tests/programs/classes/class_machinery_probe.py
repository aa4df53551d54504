# Less common class machinery: __prepare__, __instancecheck__, __missing__, __getattribute__, descriptors with __delete__, total_ordering, abstract classes, builtin subclasses, bad dunder results.
# Less common class machinery.
import abc, functools, operator
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, kw)
        return {'injected': 1}
    def __instancecheck__(cls, inst):
        return inst == 'magic'
    def __subclasscheck__(cls, sub):
        return sub is int
    def __repr__(cls):
        return f'<Meta {cls.__name__}>'
    def __len__(cls):
        return 42
class A(metaclass=Meta):
    pass
print(A.injected, isinstance('magic', A), isinstance(1, A), issubclass(int, A), issubclass(str, A), repr(A), len(A))
class Missing(dict):
    def __missing__(self, k):
        return k * 2
m = Missing(a=1)
print(m['a'], m['zz'], m.get('zz'), 'zz' in m)
class GA:
    def __getattribute__(self, name):
        if name == 'secret':
            return 'intercepted'
        return object.__getattribute__(self, name)
    x = 5
print(GA().secret, GA().x)
class CG:
    def __class_getitem__(cls, item):
        return f'CG[{item!r}]'
print(CG[int], CG['a', 1])
class DelDesc:
    def __get__(self, o, t=None): return 'got'
    def __set__(self, o, v): print('set', v)
    def __delete__(self, o): print('deleted')
class H:
    d = DelDesc()
h = H(); h.d = 3; del h.d; print(h.d, H.d)
@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) <= V(2), V(3) >= V(2), V(1) > V(1))
class Base(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
    @abc.abstractmethod
    def g(self): ...
try:
    Base()
except TypeError as e:
    print(e)
class Half(Base):
    def f(self): return 1
try:
    Half()
except TypeError as e:
    print(e)
print(Base.__abstractmethods__ == frozenset({'f', 'g'}), Half.__abstractmethods__)
class MyInt(int):
    def __repr__(self): return f'MyInt({int(self)})'
mi = MyInt(5)
print(mi + 1, type(mi + 1).__name__, repr(mi), str(mi), f'{mi}', mi == 5, hash(mi) == hash(5))
class MyStr(str):
    pass
ms = MyStr('ab')
print(ms.upper(), type(ms.upper()).__name__, type(ms + 'c').__name__, type(ms[0]).__name__, repr(ms), ms == 'ab')
class MyList(list):
    pass
ml = MyList([1, 2, 3])
print(type(ml[1:]).__name__, type(ml + [4]).__name__, type(ml * 2).__name__, ml, repr(ml))
class Rev:
    def __eq__(self, o):
        print('Rev.__eq__'); return NotImplemented
    def __lt__(self, o): return NotImplemented
class Rev2(Rev):
    def __gt__(self, o):
        print('Rev2.__gt__'); return True
print(Rev() == Rev(), Rev() < Rev2())
try:
    Rev() < Rev()
except TypeError as e:
    print(e)
class Fmt:
    def __format__(self, spec):
        return f'Fmt<{spec}>'
print(format(Fmt(), 'abc'), f'{Fmt():x>3}', '{:q}'.format(Fmt()))
def deco(cls):
    cls.decorated = True
    return cls
@deco
class Dc: pass
print(Dc.decorated)
class WithNew:
    def __new__(cls, *a):
        print('new', a)
        inst = super().__new__(cls)
        return inst
    def __init__(self, *a):
        print('init', a)
WithNew(1, 2)
class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Single() is Single())
class NotInst:
    def __new__(cls):
        return 42
    def __init__(self):
        print('never')
print(NotInst())
class Bool:
    def __len__(self): return 0
print(bool(Bool()), not Bool())
class BadLen:
    def __len__(self): return -1
try:
    len(BadLen())
except ValueError as e:
    print(e)
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print(e)
class Hashy:
    def __hash__(self): return 'x'
try:
    hash(Hashy())
except TypeError as e:
    print(e)
class BadRepr:
    def __repr__(self): return 5
try:
    repr(BadRepr())
except TypeError as e:
    print(e)
class BadStr:
    def __str__(self): return None
try:
    str(BadStr())
except TypeError as e:
    print(e)
class BadIter:
    def __iter__(self): return 5
try:
    iter(BadIter())
except TypeError as e:
    print(e)
class BadIndex:
    def __index__(self): return 'x'
try:
    [1][BadIndex()]
except TypeError as e:
    print(e)
print(operator.index(MyInt(3)), operator.length_hint([1, 2]), operator.attrgetter('v')(V(9)))
class SetName:
    def __set_name__(self, owner, name):
        raise ValueError('boom')
try:
    class Owner:
        attr = SetName()
except Exception as e:
    print(type(e).__name__, e, getattr(e, '__notes__', None))
class Init:
    def __init__(self):
        return 5
try:
    Init()
except TypeError as e:
    print(e)
print(type('Dyn', (object,), {'a': 1})().a, type(3), type(type), type.__name__)
class Cmp:
    __hash__ = None
try:
    {Cmp()}
except TypeError as e:
    print(e)
print(Cmp.__hash__, Cmp.__dict__['__hash__'])
class Prop:
    @functools.cached_property
    def val(self):
        print('computing'); return 10
pp = Prop(); print(pp.val, pp.val, pp.__dict__)
class Sub(list):
    def __init__(self, *a):
        super().__init__(*a)
        self.extra = 1
print(Sub([1]), Sub([1]).extra, Sub([1]).__dict__)
class Stat:
    @staticmethod
    def s(): return 'static'
    @classmethod
    @property
    def cp(cls): return cls.__name__
print(Stat.s(), Stat().s())
print(NotImplemented, Ellipsis, repr(...))
