# Slot values of a slotted base class stay out of a subclass instance's __dict__.
import copy
class A:
    __slots__ = ('x', 'p')
    def setp(self, v): self.p = v
    def getp(self): return self.p
class B(A):
    pass
b = B()
b.x = 1
b.y = 2
print(b.__dict__, vars(b), b.x)
b.setp(5); print(b.getp(), b.__dict__)
print(sorted(k for k in dir(b) if not k.startswith('__')))
del b.x
print(b.__dict__)
try:
    b.x
except AttributeError as e:
    print('AE', e)
try:
    del b.x
except AttributeError as e:
    print('AE', e)
b.x = 3
c = copy.copy(b)
print(c.x, c.getp(), c.__dict__)
d = copy.deepcopy(b)
print(d.x, d.getp(), d.__dict__)
class C(B):
    __slots__ = ('z',)
cc = C(); cc.z = 1; cc.x = 2; cc.w = 3
print(cc.__dict__)
print(hasattr(cc, 'x'), getattr(cc, 'q', 'dflt'))
a = A()
try:
    a.__dict__
except AttributeError as e:
    print('AE', e)
try:
    vars(a)
except TypeError as e:
    print('TE', e)
try:
    a.y = 1
except AttributeError as e:
    print('AE', e)
try:
    a.x
except AttributeError as e:
    print('AE', e)
b.__dict__['x'] = 99
print(b.x, b.__dict__)
class D:
    __slots__ = ('a', '__dict__')
dd = D(); dd.a = 1; dd.b = 2
print(dd.__dict__)
setattr(b, 'x', 7); print(getattr(b, 'x'))
b.__dict__.clear(); print(b.x)
class E(A):
    __slots__ = ('e',)
class F(E):
    def __init__(self):
        self.x = 'fx'
        self.e = 'fe'
        self.other = 'o'
f = F()
print(f.__dict__, f.x, f.e)
g = copy.deepcopy(f)
print(g.__dict__, g.x, g.e)
class G(B):
    pass
h = G()
h.x = 1
h.__class__ = B
print(h.x, h.__dict__)
try:
    h.__class__ = D
except TypeError as e:
    print('TE', e)
for i in range(3):
    f.x = i
    print(f.x, f.__dict__)
