from abc import ABC, abstractmethod, ABCMeta
class Tool(ABC):
    registry = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Tool.registry[cls.__name__.lower()] = cls
    @property
    @abstractmethod
    def name(self): ...
    @abstractmethod
    def run(self, arg): ...
    def describe(self):
        return f"{self.name}: {self.run.__doc__}"
class Echo(Tool):
    name = "echo"
    def run(self, arg):
        "repeat input"
        return arg
class Upper(Tool):
    @property
    def name(self):
        return "upper"
    def run(self, arg):
        "shout"
        return arg.upper()
class Half(Tool):
    def run(self, arg):
        return arg
print(sorted(Tool.registry))
for key in ["echo", "upper", "half"]:
    cls = Tool.registry[key]
    try:
        t = cls()
        print(key, t.run("hi"), t.describe())
    except TypeError as e:
        print(key, "TypeError:", e)
try:
    Tool()
except TypeError as e:
    print("TypeError:", e)
print(sorted(Tool.__abstractmethods__), sorted(Half.__abstractmethods__), Echo.__abstractmethods__)
class Sized(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return hasattr(C, "__len__")
        return NotImplemented
print(issubclass(list, Sized), issubclass(int, Sized), isinstance("s", Sized), isinstance(3, Sized))
class Plugin(ABC):
    pass
Plugin.register(dict)
print(issubclass(dict, Plugin), isinstance({}, Plugin), issubclass(list, Plugin))
class Base(ABC):
    @staticmethod
    @abstractmethod
    def make(): ...
    @classmethod
    @abstractmethod
    def build(cls): ...
class Impl(Base):
    @staticmethod
    def make():
        return "made"
    @classmethod
    def build(cls):
        return cls.__name__
print(Impl.make(), Impl.build(), Impl().make())
