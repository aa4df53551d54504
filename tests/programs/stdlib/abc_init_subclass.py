from abc import ABC, ABCMeta, abstractmethod


class Plugin(ABC):
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name:
            Plugin.registry[name] = cls

    def __init__(self, config):
        self.config = config

    @abstractmethod
    def execute(self, data):
        ...

    def __call__(self, data):
        return self.execute(data)


class Upper(Plugin, name='upper'):
    def execute(self, data):
        return data.upper()


class Repeat(Plugin, name='repeat'):
    def __init__(self, config, times=2):
        super().__init__(config)
        self.times = times

    def execute(self, data):
        return data * self.times


print(sorted(Plugin.registry), Plugin.registry['upper'].__name__)
print(Upper({})('abc'), Repeat({}, times=3)('xy'), Repeat({'k': 1}).config)
p = Plugin.registry['repeat']({})
print(p('z'), isinstance(p, Plugin), type(p).__name__)


class Meta(ABCMeta):
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns, **kw)
        cls.tag = name.lower()
        return cls


class Tagged(metaclass=Meta):
    @abstractmethod
    def f(self):
        ...


class Concrete(Tagged):
    def f(self):
        return self.tag


print(Concrete().f(), Tagged.tag, type(Concrete).__name__, isinstance(Concrete(), Tagged))
try:
    Tagged()
except TypeError as e:
    print('TypeError:', e)
try:
    Upper()
except TypeError as e:
    print('TypeError:', e)


class Half(Plugin):
    pass


Half({})
