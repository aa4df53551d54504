import abc
from abc import ABC, ABCMeta, abstractmethod


class Drawable(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Drawable:
            if any('draw' in B.__dict__ for B in C.__mro__ if B is not object):
                return True
        return NotImplemented

    @abstractmethod
    def draw(self):
        ...


class Circle:
    def draw(self):
        return 'O'


class Blob:
    pass


print(issubclass(Circle, Drawable), isinstance(Circle(), Drawable), isinstance(Blob(), Drawable))


class Sequenceish(metaclass=ABCMeta):
    pass


Sequenceish.register(list)
Sequenceish.register(tuple)


@Sequenceish.register
class MyList:
    pass


print(isinstance([], Sequenceish), isinstance((1,), Sequenceish), isinstance('s', Sequenceish))
print(issubclass(MyList, Sequenceish), isinstance(MyList(), Sequenceish), Sequenceish.register(list) is list)


class SubList(list):
    pass


print(issubclass(SubList, Sequenceish), issubclass(bool, Sequenceish))


class Animal(ABC):
    sound = None

    @abstractmethod
    def speak(self):
        return f'{type(self).__name__} says {self.sound}'

    def __repr__(self):
        return f'<{type(self).__name__}>'


class Dog(Animal):
    sound = 'woof'

    def speak(self):
        return super().speak() + '!'


class Puppy(Dog):
    sound = 'yip'


print(Dog().speak(), Puppy().speak(), [Dog(), Puppy()], isinstance(Puppy(), Animal))
print(Animal.__abstractmethods__, Dog.__abstractmethods__, type(Animal) is ABCMeta)
print(abc.get_cache_token() >= 0, isinstance(Dog, ABCMeta), issubclass(ABCMeta, type))

try:
    Sequenceish.register(5)
except TypeError as e:
    print('TypeError:', e)
try:
    issubclass(5, Sequenceish)
except TypeError as e:
    print('TypeError:', e)
try:
    Animal.register(Dog)
    Dog.register(Animal)
except RuntimeError as e:
    print('RuntimeError:', e)


class Base(ABC):
    @abstractmethod
    def a(self): ...


class Later(Base):
    pass


Later.a = lambda self: 'patched'
print(sorted(Later.__abstractmethods__))
abc.update_abstractmethods(Later)
print(sorted(Later.__abstractmethods__), Later().a())
Base()
