# Class features: descriptors, __set_name__, __init_subclass__, properties, class/static methods, MRO, __repr__ defaults.
class Desc:
    def __set_name__(self, owner, name):
        self.name = name
        self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return f'{self.owner}.{self.name} of {type(obj).__name__}'
class A:
    d = Desc()
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
class B(A, tag='bee'):
    pass
print(B().d, B.tag, A.d.name, hasattr(A, 'tag'))
class P:
    def __init__(self):
        self._x = 0
    @property
    def x(self):
        'the x'
        return self._x
    @x.setter
    def x(self, v):
        self._x = v * 2
    @x.deleter
    def x(self):
        print('deleting')
p = P(); p.x = 5; print(p.x, P.x.__doc__); del p.x
try:
    P.x.fset(p, 'a' * 0 or 1)
    print(p.x)
except Exception as e:
    print(e)
class Q:
    @property
    def ro(self):
        return 1
try:
    Q().ro = 2
except AttributeError as e:
    print(e)
try:
    del Q().ro
except AttributeError as e:
    print(e)
class C:
    count = 0
    @classmethod
    def make(cls):
        cls.count += 1
        return cls()
    @staticmethod
    def util(a, b=2):
        return a + b
class D(C):
    pass
D.make(); D.make(); C.make()
print(C.count, D.count, C.util(1), D().util(3, 4))
print(C.make.__self__ is C, type(C.__dict__['util']).__name__, type(C.__dict__['make']).__name__)
class X: pass
class Y(X): pass
class Z(X): pass
class W(Y, Z): pass
print([k.__name__ for k in W.__mro__], W.mro() == list(W.__mro__))
try:
    class Bad(X, Y): pass
except TypeError as e:
    print(e)
class R:
    def __repr__(self):
        return 'R()'
print(repr(R()), str(R()), f'{R()}', f'{R()!s}', [R()])
class S:
    def __str__(self):
        return 'S-str'
print(str(S()), f'{S()}', '%s' % S(), format(S(), ''))
try:
    format(S(), 'x')
except TypeError as e:
    print(e)
class Eq:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, Eq) and self.v == o.v
print(Eq(1) == Eq(1), Eq(1) != Eq(2), Eq.__hash__)
try:
    hash(Eq(1))
except TypeError as e:
    print(e)
class Ord:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f'Ord({self.v})'
print(sorted([Ord(3), Ord(1), Ord(2)]), max(Ord(1), Ord(5)), Ord(2) > Ord(1))
try:
    Ord(1) <= Ord(2)
except TypeError as e:
    print(e)
class Num:
    def __init__(self, v): self.v = v
    def __add__(self, o): return Num(self.v + (o.v if isinstance(o, Num) else o))
    def __radd__(self, o): return Num(o + self.v)
    def __iadd__(self, o): self.v += 100; return self
    def __neg__(self): return Num(-self.v)
    def __bool__(self): return self.v != 0
    def __len__(self): return 7
    def __index__(self): return self.v
n = Num(1); n += 1
print((Num(1) + 2).v, (3 + Num(1)).v, sum([Num(1), Num(2)], Num(0)).v, n.v, (-Num(4)).v, bool(Num(0)), len(Num(3)))
print([10, 20, 30][Num(1)], hex(Num(255)), bin(Num(2)), range(10)[Num(3)])
class Slotted:
    __slots__ = ('a', 'b')
    def __init__(self): self.a = 1
s = Slotted()
print(s.a, hasattr(s, 'b'), Slotted.__slots__)
try:
    s.c = 3
except AttributeError as e:
    print(e)
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['added'] = name.lower()
        return super().__new__(mcls, name, bases, ns)
    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.via_meta = True
        return inst
class M(metaclass=Meta):
    def __init__(self, v=0): self.v = v
m = M(3)
print(M.added, m.v, m.via_meta, type(M).__name__, isinstance(M, Meta))
class GetAttr:
    def __getattr__(self, name):
        if name.startswith('_'):
            raise AttributeError(name)
        return name.upper()
g = GetAttr()
print(g.foo, getattr(g, 'bar'), hasattr(g, '_x'))
class Ctx:
    def __enter__(self): print('enter'); return self
    def __exit__(self, et, ev, tb): print('exit', et.__name__ if et else None); return True
with Ctx() as c:
    raise ValueError('swallowed')
print('after')
class Cls:
    """Doc."""
    x: int = 3
    y: str
print(Cls.__doc__, Cls.__annotations__, Cls.__name__, Cls.__qualname__, Cls.__module__)
def outer():
    class Inner:
        def meth(self): pass
    return Inner
print(outer().__qualname__, outer().meth.__qualname__)
print(object.__repr__(Cls()).startswith('<__main__.Cls object at'), type(Cls()).__name__)
class Abstract:
    def m(self):
        raise NotImplementedError
try:
    Abstract().m()
except NotImplementedError as e:
    print(type(e).__name__, repr(e))
print(vars(Cls)['x'], 'y' in vars(Cls), Cls.__dict__.get('__doc__'))
class CallMe:
    def __call__(self, *a, **k): return (a, k)
print(CallMe()(1, k=2), callable(CallMe()), callable(CallMe))
class Item:
    def __getitem__(self, k): return k
print(Item()[1:2], Item()[1, 2:3, ...], Item()[::2])
class It:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 3: raise StopIteration
        return self.i
print(list(It()), 2 in It(), sum(It()))
class Cont:
    def __contains__(self, x): return x == 'yes'
print('yes' in Cont(), 'no' in Cont(), 'no' not in Cont())
