class Real:
    pass
class Proxy:
    def __init__(self, target):
        self._t = target
    @property
    def __class__(self):
        return type(self._t)
p = Proxy(Real())
print(isinstance(p, Real), isinstance(p, Proxy), type(p).__name__)
print(p.__class__.__name__)
print(isinstance(p, (int, Real)))
class Meta(type):
    def __instancecheck__(cls, inst):
        return isinstance(inst, int) and inst > 10
    def __subclasscheck__(cls, sub):
        return sub is bool or type.__subclasscheck__(cls, sub)
class Big(metaclass=Meta):
    pass
print(isinstance(20, Big), isinstance(5, Big), isinstance(Big(), Big))
print(issubclass(bool, Big), issubclass(int, Big), issubclass(Big, Big))
class Sub(Big):
    pass
print(issubclass(Sub, Big))
class Fake:
    __class__ = int
print(isinstance(Fake(), int), isinstance(Fake(), Fake))
class Abs:
    @classmethod
    def __subclasshook__(cls, C):
        return NotImplemented
import abc
class Iface(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if hasattr(C, 'quack'):
            return True
        return NotImplemented
class Duck:
    def quack(self):
        pass
print(isinstance(Duck(), Iface), issubclass(Duck, Iface), isinstance(1, Iface))
Iface.register(float)
print(isinstance(1.5, Iface))
print(type.__instancecheck__(Big, 50), type.__subclasscheck__(Big, int))
try:
    type.__subclasscheck__(Big, 5)
except TypeError as e:
    print('TypeError', e)
class Liar:
    @property
    def __class__(self):
        raise AttributeError('no class')
print(isinstance(Liar(), Liar), isinstance(Liar(), int))
