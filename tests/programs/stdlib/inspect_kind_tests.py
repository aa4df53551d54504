import inspect, types, abc

class D:
    def __get__(self, o, t=None): return 1
class DD(D):
    def __set__(self, o, v): pass
class DelOnly:
    def __delete__(self, o): pass
class C:
    p = property(lambda self: 1)
    def m(self): pass
    @staticmethod
    def s(): pass
class A(abc.ABC):
    @abc.abstractmethod
    def f(self): pass
def gen():
    yield 1
async def co():
    pass
async def agen():
    yield 1
lam = lambda: 0
objs = [inspect, C, C(), C().m, C.m, lam, gen, gen(), co, agen, agen(), D(), DD(), DelOnly(),
        len, [].append, 3, A, int]
tests = ['ismodule', 'isclass', 'isfunction', 'ismethod', 'isgenerator', 'iscoroutine',
         'isasyncgen', 'isgeneratorfunction', 'iscoroutinefunction', 'isasyncgenfunction',
         'ismethoddescriptor', 'isdatadescriptor', 'isroutine', 'isabstract', 'isawaitable']
for i, o in enumerate(objs):
    print(i, ''.join('1' if getattr(inspect, t)(o) else '0' for t in tests))
c = co()
print(inspect.iscoroutine(c), inspect.isawaitable(c))
c.close()
print(inspect.ismodule.__name__, inspect.isclass(type), inspect.isfunction(print))
