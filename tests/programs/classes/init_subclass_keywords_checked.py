# Class keywords nobody takes: object.__init_subclass__ refuses them, also
# under a metaclass with __prepare__ (one that drops them is fine).
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {}
try:
    class A(metaclass=M, flag=1): pass
except TypeError as e:
    print(e)
class M2(type):
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
try:
    class B(metaclass=M2, flag=1): pass
    print("B ok")
except TypeError as e:
    print(e)
try:
    class C(flag=1): pass
except TypeError as e:
    print(e)
class Base:
    def __init_subclass__(cls, **kw):
        print("init_subclass", kw)
class D(Base, metaclass=M, x=2): pass
