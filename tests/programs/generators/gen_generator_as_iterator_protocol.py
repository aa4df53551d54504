# generator objects implement __iter__/__next__/send/throw/close
def g():
    yield 1
    yield 2

gen = g()
print(hasattr(gen, "__next__"), hasattr(gen, "send"), hasattr(gen, "throw"), hasattr(gen, "close"))
print(gen.__next__(), next(gen))
print(iter(gen) is gen, gen.__iter__() is gen)
print(type(gen).__name__, gen.__name__)
def named():
    yield
h = named()
h.__name__ = "renamed"
print(h.__name__, named.__name__)
print(callable(g), callable(gen))
import_free = [x for x in g()]
print(import_free)
