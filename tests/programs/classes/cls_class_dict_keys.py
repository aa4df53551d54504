# The keys of a class's __dict__, in order: __qualname__ is not among them,
# the layout descriptors (__dict__, __weakref__, slot members) are.
class C:
    x = 1
    def m(self):
        pass
print(list(C.__dict__))
print(sorted(k for k in C.__dict__))
print('__qualname__' in C.__dict__, '__module__' in C.__dict__, C.__dict__['__module__'])
print(C.__qualname__)

class Doc:
    "documented"
    x = 1
print(list(Doc.__dict__), Doc.__dict__['__doc__'])

class Plain:
    pass
print(list(Plain.__dict__), Plain.__dict__['__doc__'])

class Child(Plain):
    y = 2
print(list(Child.__dict__))

for b in (int, list, tuple, str, bytes, dict, set, frozenset, float, Exception, ValueError, object, type):
    class S(b):
        pass
    print(b.__name__, list(S.__dict__))

class Slotted:
    __slots__ = ('a', 'b')
print(list(Slotted.__dict__))
class AfterSlots(Slotted):
    pass
print(list(AfterSlots.__dict__))
class Empty:
    __slots__ = ()
print(list(Empty.__dict__))
class WithDictSlot:
    __slots__ = ('__dict__', 'x')
print(list(WithDictSlot.__dict__))
class WithWeakSlot:
    __slots__ = ('__weakref__',)
print(list(WithWeakSlot.__dict__))
class Below(WithWeakSlot):
    pass
print(list(Below.__dict__))
class Private:
    __slots__ = ('__hidden', 'shown')
print(list(Private.__dict__))

class Renamed:
    __qualname__ = 'Elsewhere.Renamed'
print(Renamed.__qualname__, '__qualname__' in Renamed.__dict__)
try:
    class Bad:
        __qualname__ = 5
except TypeError as e:
    print('TypeError:', e)

class Outer:
    class Inner:
        def f(self):
            pass
print(Outer.Inner.__qualname__, Outer.Inner.f.__qualname__, list(Outer.__dict__))

class Hashless:
    def __eq__(self, other):
        return True
print(list(Hashless.__dict__))

class Hooks:
    def __init_subclass__(cls):
        pass
    def __class_getitem__(cls, item):
        return item
print(list(Hooks.__dict__))

T = type('T', (), {'a': 1})
print(list(T.__dict__), T.__module__)
U = type('U', (T,), {'__qualname__': 'Q.U', 'b': 2})
print(list(U.__dict__), U.__qualname__)

class Meta(type):
    pass
class WithMeta(metaclass=Meta):
    z = 3
print(list(Meta.__dict__), list(WithMeta.__dict__))

class Later:
    pass
Later.added = 1
print(list(Later.__dict__))
o = C()
o.v = 5
print(isinstance(C.__dict__['x'], int))
print(list(vars(C)) == list(C.__dict__), sorted(vars(o)))
