# abc: subclass hooks limited to one class, register as a decorator,
# isinstance through __class__, custom metaclasses, __init_subclass__
# keywords, registering with a collections.abc class, cls[...] refusal.
import abc
from collections.abc import Iterable, Mapping, Sized
class Base(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Base:
            return hasattr(C, 'quack') or NotImplemented
        return NotImplemented
class Duck:
    def quack(self): pass
class Sub(Base): pass
print(issubclass(Duck, Base), issubclass(Duck, Sub), isinstance(Duck(), Base))
@Base.register
class Reg: pass
print(Reg.__name__, issubclass(Reg, Base), issubclass(Reg, Sub))
class Liar:
    @property
    def __class__(self): return Reg
print(isinstance(Liar(), Base))
class Meta(abc.ABCMeta): pass
class WithMeta(metaclass=Meta):
    @abc.abstractmethod
    def f(self): ...
print(type(WithMeta).__name__, WithMeta.__abstractmethods__)
class Concrete(WithMeta):
    def f(self): return 1
print(Concrete().f(), isinstance(Concrete(), WithMeta))
class Kw(abc.ABC):
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
class K2(Kw, tag="x"): pass
print(K2.tag)
print(abc.ABCMeta.__instancecheck__(Base, Duck()))
Sized.register(Reg)
print(issubclass(Reg, Sized), len.__name__)
try:
    Base[int]
except TypeError as e:
    print("TypeError:", e)
