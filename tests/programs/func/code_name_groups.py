# Code objects group their slot names as CPython: co_varnames, co_cellvars, co_freevars, co_nlocals.
def outer():
    a = 1
    b = 2
    def inner(x):
        y = x + a + b
        return y
    def other():
        return a
    return inner
f = outer()
c = f.__code__
print(c.co_varnames, c.co_freevars, c.co_cellvars, c.co_nlocals)
print(outer.__code__.co_varnames, outer.__code__.co_cellvars, outer.__code__.co_freevars, outer.__code__.co_nlocals)
def plain(p, q=1, *a, k, **kw):
    z = len(p)
    def use(): return p, z
    return z
print(plain.__code__.co_varnames, plain.__code__.co_nlocals, plain.__code__.co_cellvars)
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
i = counter(); i()
print(i(), i.__closure__[0].cell_contents, i.__code__.co_freevars, counter.__code__.co_cellvars, i.__qualname__)
