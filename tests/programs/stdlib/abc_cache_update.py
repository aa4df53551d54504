# abc: cache token, virtual subclass chains, update_abstractmethods,
# abstract classmethod/staticmethod/property, and the instantiation message.
import abc


class Base(abc.ABC):
    @abc.abstractmethod
    def run(self):
        ...

    @classmethod
    @abc.abstractmethod
    def make(cls):
        ...

    @staticmethod
    @abc.abstractmethod
    def helper():
        ...

    @property
    @abc.abstractmethod
    def size(self):
        ...


print(sorted(Base.__abstractmethods__))
try:
    Base()
except TypeError as e:
    print("TypeError:", e)


class Half(Base):
    def run(self):
        return "run"

    @classmethod
    def make(cls):
        return cls


print(sorted(Half.__abstractmethods__))
try:
    Half()
except TypeError as e:
    print("TypeError:", e)


class Full(Half):
    @staticmethod
    def helper():
        return 1

    @property
    def size(self):
        return 3


f = Full()
print(f.run(), f.size, Full.make() is Full, Full.helper(), Full.__abstractmethods__)

token = abc.get_cache_token()


class Plain:
    pass


class Child(Plain):
    pass


print(issubclass(Child, Base), isinstance(Child(), Base))
Base.register(Plain)
print(abc.get_cache_token() != token)
print(issubclass(Child, Base), isinstance(Child(), Base), issubclass(Plain, Full))
print(Base.register(Plain) is Plain)

# Registering with a subclass makes the class a subclass of the parent too.
class Other:
    pass


Half.register(Other)
print(issubclass(Other, Base), issubclass(Other, Half), issubclass(Other, Full))

try:
    Base.register(5)
except TypeError as e:
    print("TypeError:", e)
try:
    Plain_abc = abc.ABCMeta("P", (), {})
    Plain_abc.register(Plain_abc)
    Sub = abc.ABCMeta("S", (Plain_abc,), {})
    Sub.register(Plain_abc)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    issubclass(5, Base)
except TypeError as e:
    print("TypeError:", e)


# update_abstractmethods after a method is filled in later.
class Later(abc.ABC):
    @abc.abstractmethod
    def a(self):
        ...

    @abc.abstractmethod
    def b(self):
        ...


Later.a = lambda self: "a"
print(sorted(Later.__abstractmethods__))
abc.update_abstractmethods(Later)
print(sorted(Later.__abstractmethods__))
print(abc.update_abstractmethods(Plain) is Plain)


# The deprecated helpers still work.
class Old(metaclass=abc.ABCMeta):
    @abc.abstractclassmethod
    def cm(cls):
        ...

    @abc.abstractstaticmethod
    def sm():
        ...

    @abc.abstractproperty
    def p(self):
        ...


print(sorted(Old.__abstractmethods__))
print(type(abc.ABC), abc.ABC.__slots__, abc.ABCMeta.__name__)


class One(abc.ABC):
    @abc.abstractmethod
    def only(self):
        ...


One()
