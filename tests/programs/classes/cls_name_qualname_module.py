# __name__, __qualname__ and __module__ for classes, nested classes, methods
class Outer:
    class Inner:
        def method(self):
            pass
        class Deep:
            pass
    def meth(self):
        class Local:
            pass
        return Local

    @staticmethod
    def stat():
        pass

print(Outer.__name__, Outer.__qualname__, Outer.__module__)
print(Outer.Inner.__name__, Outer.Inner.__qualname__)
print(Outer.Inner.Deep.__qualname__, Outer.Inner.Deep.__module__)
print(Outer.Inner.method.__qualname__, Outer.meth.__name__, Outer.stat.__qualname__)
L = Outer().meth()
print(L.__name__, L.__qualname__)
print(Outer.Inner)
print(Outer().meth.__name__, Outer().meth.__qualname__)
print(__name__, int.__module__, int.__qualname__)
def func():
    def inner():
        pass
    return inner
print(func().__qualname__, func.__module__)
