# object.__subclasshook__, __subclasses__()/mro() on builtin types, and the __weakref__ slot of instances.
print(object.__subclasshook__())
class A: pass
print(A.__subclasshook__(), A.__subclasshook__(int))
class B(A): pass
print(A.__subclasses__())
class MyE(ValueError): pass
print(MyE in ValueError.__subclasses__())
class L(list): pass
print(L in list.__subclasses__())
print(hasattr(A(), '__weakref__'), A().__weakref__, hasattr(1, '__weakref__'))
print('__weakref__' in A.__dict__)
class S:
    __slots__ = ('x',)
print(hasattr(S(), '__weakref__'))
class W:
    __slots__ = ('x', '__weakref__')
print(hasattr(W(), '__weakref__'), W().__weakref__)
class SubS(S): pass
print(hasattr(SubS(), '__weakref__'))
print(int.mro(), object.__subclasshook__ is not None)
print(issubclass(B, A), isinstance(B(), A), issubclass(int, A))
print(B.__subclasshook__(A))
import abc
class Ab(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return True if hasattr(C, 'quack') else NotImplemented
class Duck:
    def quack(self): pass
print(issubclass(Duck, Ab), issubclass(int, Ab))
