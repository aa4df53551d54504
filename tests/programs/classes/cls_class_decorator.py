# class decorators: registry, attribute injection, wrapping
registry = {}

def register(cls):
    registry[cls.__name__.lower()] = cls
    return cls

def with_greeting(greeting):
    def deco(cls):
        cls.greet = lambda self: f"{greeting}, I am {self.name}"
        cls.decorated = True
        return cls
    return deco

@register
@with_greeting("Hello")
class Person:
    def __init__(self, name):
        self.name = name

@register
class Robot:
    name = "R2"

def replace_with_factory(cls):
    def factory(*args):
        obj = cls(*args)
        obj.made_by_factory = True
        return obj
    return factory

@replace_with_factory
class Widget:
    def __init__(self, size):
        self.size = size

print(sorted(registry))
p = registry["person"]("Ann")
print(p.greet(), Person.decorated, hasattr(Robot, "decorated"))
w = Widget(3)
print(w.size, w.made_by_factory, type(w).__name__, callable(Widget))
print(registry["robot"]().name)
