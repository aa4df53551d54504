from functools import total_ordering, cached_property
class Vec:
    __slots__ = ('x', 'y')
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"Vec({self.x!r}, {self.y!r})"
    def __add__(self, o):
        if not isinstance(o, Vec): return NotImplemented
        return Vec(self.x + o.x, self.y + o.y)
    def __radd__(self, o):
        if o == 0: return self
        return NotImplemented
    def __mul__(self, k): return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __eq__(self, o): return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self): return bool(self.x or self.y)
    def __iter__(self): yield self.x; yield self.y
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __neg__(self): return Vec(-self.x, -self.y)
v = Vec(3, 4)
print(v + Vec(1, 1), 2 * v, v * 3, abs(v), bool(Vec(0, 0)), list(v), v[1], -v, sum([v, v]))
print(v == Vec(3, 4), v != Vec(3, 4), {v: 1}[Vec(3, 4)], len({v, Vec(3, 4)}))
try:
    v + 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    v.z = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    v < v
except TypeError as e:
    print(type(e).__name__, e)
@total_ordering
class Ver:
    def __init__(self, s): self.parts = tuple(int(p) for p in s.split('.'))
    def __eq__(self, o): return self.parts == o.parts
    def __lt__(self, o): return self.parts < o.parts
    def __repr__(self): return 'Ver(%r)' % '.'.join(map(str, self.parts))
vs = [Ver('1.10'), Ver('1.2'), Ver('1.2.1'), Ver('0.9')]
print(sorted(vs), max(vs), Ver('1.0') >= Ver('1.0'), Ver('2.0') > Ver('1.9'), Ver('1.0') <= Ver('0.1'))
class Base:
    count = 0
    def __init__(self, name):
        self.name = name
        Base.count += 1
    def describe(self): return f"{type(self).__name__}({self.name})"
    def __str__(self): return self.describe()
    @classmethod
    def make(cls, n): return cls(n)
    @staticmethod
    def helper(x): return x * 2
    @property
    def upper(self): return self.name.upper()
    @upper.setter
    def upper(self, v): self.name = v.lower()
class Child(Base):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def describe(self): return super().describe() + f"[{self.age}]"
c = Child('bob', 5)
print(c, Child.make.__name__, Base.helper(4), c.upper, Base.count, isinstance(c, Base), issubclass(Child, Base), Child.__mro__)
c.upper = 'ALICE'; print(c.name, c.__dict__, Child.__name__, Child.__qualname__, Child.__bases__)
try:
    Child.make('x')
except TypeError as e:
    print(type(e).__name__, e)
class Lazy:
    @cached_property
    def val(self):
        print('computing'); return 42
l = Lazy(); print(l.val, l.val, 'val' in l.__dict__)
class Ro:
    @property
    def x(self): return 1
try:
    Ro().x = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del Ro().x
except AttributeError as e:
    print(type(e).__name__, e)
class Meta(type):
    def __repr__(cls): return f"<cls {cls.__name__}>"
class WithMeta(metaclass=Meta): pass
print(WithMeta, type(WithMeta).__name__, repr(WithMeta))
class A:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw); cls.tag = tag
class B(A, tag='bee'): pass
print(B.tag, A.__subclasses__())
class Dyn:
    def __getattr__(self, name):
        if name.startswith('get_'): return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")
print(Dyn().get_foo())
try:
    Dyn().bar
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(Dyn(), 'nope', 'dflt'), hasattr(Dyn(), 'get_x'), hasattr(Dyn(), 'x'))
class Obj: pass
o = Obj()
try:
    o.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Obj.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Obj(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Child('x')
except TypeError as e:
    print(type(e).__name__, e)
