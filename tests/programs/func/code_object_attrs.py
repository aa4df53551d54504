# __code__ of functions and gi_code of generators: the co_* attributes
# programs inspect.
def f(a, b=2, *args, c=3, **kw):
    x = 1
    return x


c = f.__code__
print(c.co_name, c.co_qualname, c.co_argcount, c.co_kwonlyargcount, c.co_posonlyargcount)
print(c.co_varnames[:3], c.co_filename.endswith('.py'), c.co_firstlineno)


def p(a, /, b):
    pass


print(p.__code__.co_argcount, p.__code__.co_posonlyargcount, p.__code__.co_varnames)


def g(n):
    for i in range(n):
        yield i


gen = g(2)
print(gen.gi_code.co_name, gen.gi_code.co_argcount, gen.gi_running)
print((lambda: 0).__code__.co_name, (x for x in []).gi_code.co_name)


class K:
    def m(self):
        pass


print(K.m.__code__.co_qualname, K().m.__code__.co_varnames)


def varf(*a, **k):
    pass


async def coro():
    pass


def outer():
    x = 1

    def inner():
        return x
    return inner


print((lambda: 0).__code__.co_flags, varf.__code__.co_flags, g.__code__.co_flags,
      coro.__code__.co_flags, outer().__code__.co_flags, compile('1', 's', 'exec').co_flags)
try:
    exec(compile('y = 2', 's', 'exec'))
    print(y)
except TypeError as e:
    print(e)
