from abc import ABC, abstractmethod, abstractproperty, abstractclassmethod, abstractstaticmethod


class Repository(ABC):
    def __init__(self):
        self.calls = []

    @property
    @abstractmethod
    def name(self) -> str:
        ...

    @name.setter
    def name(self, value):
        self.calls.append(value)

    @classmethod
    @abstractmethod
    def connect(cls, url):
        ...

    @staticmethod
    @abstractmethod
    def version():
        ...

    @abstractmethod
    def get(self, key):
        ...

    def get_or(self, key, default=None):
        try:
            return self.get(key)
        except KeyError:
            return default


class Memory(Repository):
    store = {'a': 1}

    @property
    def name(self):
        return 'memory'

    @classmethod
    def connect(cls, url):
        obj = cls()
        obj.url = url
        return obj

    @staticmethod
    def version():
        return (1, 2)

    def get(self, key):
        return self.store[key]


mem = Memory.connect('mem://')
print(mem.name, mem.url, mem.version(), mem.get('a'), mem.get_or('zz', 'none'), mem.calls)
print(sorted(Repository.__abstractmethods__), Memory.__abstractmethods__)
print(Repository.name.__isabstractmethod__, Memory.name.fget.__name__)


class Partial(Repository):
    def get(self, key):
        return key


print(sorted(Partial.__abstractmethods__))


class Legacy(ABC):
    @abstractproperty
    def size(self):
        return 0

    @abstractclassmethod
    def make(cls):
        ...

    @abstractstaticmethod
    def helper():
        ...


print(sorted(Legacy.__abstractmethods__))


class Mixin:
    def hello(self):
        return 'hello from ' + type(self).__name__


class Service(Mixin, ABC):
    @abstractmethod
    def run(self):
        ...


class Worker(Service):
    def run(self):
        return self.hello()


print(Worker().run(), [c.__name__ for c in Worker.__mro__])
for cls in (Repository, Partial, Legacy, Service):
    try:
        cls()
    except TypeError as e:
        print('TypeError:', e)
print(Partial.get(None, 'k'))
Partial()
