from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f'{type(self).__name__} with area {self.area()}'


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


class HalfDone(Shape):
    def area(self):
        return 0


sq = Square(3)
print(sq.describe(), sq.perimeter(), isinstance(sq, Shape), issubclass(Square, Shape))
print(sorted(Shape.__abstractmethods__), sorted(HalfDone.__abstractmethods__), Square.__abstractmethods__)
try:
    Shape()
except TypeError as e:
    print('TypeError:', e)
try:
    HalfDone()
except TypeError as e:
    print('TypeError:', e)


class Named(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def create(cls):
        ...

    @staticmethod
    @abstractmethod
    def version():
        ...


class Impl(Named):
    @property
    def name(self):
        return 'impl'

    @classmethod
    def create(cls):
        return cls()

    @staticmethod
    def version():
        return 2


print(sorted(Named.__abstractmethods__), Impl.create().name, Impl.version())


class Plugin(metaclass=ABCMeta):
    @abstractmethod
    def run(self):
        pass


class Hello:
    def run(self):
        return 'hello'


print(isinstance(Hello(), Plugin), issubclass(Hello, Plugin))
Plugin.register(Hello)
print(isinstance(Hello(), Plugin), issubclass(Hello, Plugin), Hello().run())
print(isinstance(3, Plugin), type(Plugin).__name__, type(Shape))


class Base(ABC):
    @abstractmethod
    def go(self):
        return 'base'


class Child(Base):
    def go(self):
        return 'child+' + super().go()


print(Child().go())
Named()
