# inspect predicates, getmembers, getdoc/cleandoc, unwrap, getmro.
import abc
import functools
import inspect
import json


def gen():
    yield 1


async def co():
    return 1


async def agen():
    yield 1


class Base:
    """Doc of Base.

    Second paragraph, indented in the source.
    """

    attr = 10

    def meth(self):
        """   Method doc.

        More detail.
        """

    @property
    def prop(self):
        "A property."
        return 1

    @classmethod
    def klass(cls):
        pass

    @staticmethod
    def static():
        pass


class Derived(Base):
    def meth(self):
        pass


class Abstract(abc.ABC):
    @abc.abstractmethod
    def run(self):
        pass


obj = Derived()
print(inspect.isfunction(gen), inspect.isfunction(len), inspect.isfunction(obj.meth))
print(inspect.ismethod(obj.meth), inspect.ismethod(Base.meth), inspect.ismethod(Base.klass))
print(inspect.isbuiltin(len), inspect.isbuiltin([].append), inspect.isbuiltin(gen))
print(inspect.isclass(Base), inspect.isclass(obj), inspect.isclass(int))
print(inspect.ismodule(json), inspect.ismodule(Base))
print(inspect.isroutine(len), inspect.isroutine(obj.meth), inspect.isroutine(1))
g = gen()
c = co()
print(inspect.isgeneratorfunction(gen), inspect.isgeneratorfunction(co), inspect.isgenerator(g), inspect.isgenerator(gen))
print(inspect.iscoroutinefunction(co), inspect.iscoroutinefunction(gen), inspect.iscoroutine(c), inspect.isawaitable(c))
c.close()
print(inspect.isasyncgenfunction(agen), inspect.isasyncgenfunction(co))
print(inspect.iscoroutinefunction(functools.partial(co)))
print(inspect.isabstract(Abstract), inspect.isabstract(Base))

print([name for name, _ in inspect.getmembers(Base) if not name.startswith("__")])
print([name for name, _ in inspect.getmembers(obj) if not name.startswith("__")])
print([name for name, _ in inspect.getmembers(Base, inspect.isfunction)])
print([name for name, _ in inspect.getmembers(obj, inspect.ismethod)])
print(inspect.getmembers(obj, lambda v: v == 10))
print([n for n, v in inspect.getmembers(json, inspect.isfunction) if n in ("dumps", "loads")])

print(repr(inspect.getdoc(Base.meth)))
print(repr(inspect.getdoc(Derived.meth)))
print(repr(inspect.getdoc(obj.meth)))


# Class docstrings: set through __doc__ (corral keeps no class docstring).
class Documented:
    __doc__ = """Doc of Documented.

        Indented second paragraph.
    """


class Undocumented(Documented):
    pass


print(repr(inspect.getdoc(Documented)), repr(inspect.getdoc(Undocumented)))
print(repr(inspect.getdoc(Base.prop)))
print(repr(inspect.getdoc(gen)))
print(inspect.cleandoc("""
    Hello
      world
\ttab
    """))
print(repr(inspect.cleandoc("  first\n    second\n  third\n\n")))
print(repr(inspect.cleandoc("single")), repr(inspect.cleandoc("")), repr(inspect.cleandoc("\n\n  x\n\n")))

print(inspect.getmro(Derived))


def deco(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    return inner


@deco
@deco
def target(x, y=2):
    pass


print(inspect.unwrap(target).__name__, inspect.unwrap(target) is target, inspect.signature(target))
print(inspect.getmodule(Base).__name__, inspect.getmodule(json.dumps).__name__)
print(inspect.getattr_static(obj, "meth") is Derived.__dict__["meth"], isinstance(inspect.getattr_static(Base, "prop"), property))
print(inspect.getattr_static(obj, "missing", "fallback"))
print(inspect.getmodulename("pkg/tool.py"), inspect.getmodulename("README"))
print(inspect.Parameter.empty is inspect._empty, inspect.Signature.empty is inspect.Parameter.empty)
