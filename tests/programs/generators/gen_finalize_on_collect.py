# A generator dropped while suspended inside try/finally or with is closed
# (GeneratorExit thrown in); corral closes it at the next collection, which
# gc.collect() runs. Ones still suspended at the end of the run are closed
# at exit, as CPython does at interpreter shutdown.
import gc


def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print('finally', name)


g = gen('a')
next(g)
del g
gc.collect()
print('after del a')


class Ctx:
    def __enter__(self):
        print('enter')

    def __exit__(self, *a):
        print('exit', a[0].__name__)
        return False


def with_gen():
    with Ctx():
        yield 1


c = with_gen()
next(c)
c = None
gc.collect()
print('after with')


def catcher():
    try:
        yield 1
    except GeneratorExit:
        print('caught GeneratorExit')
        raise


k = catcher()
next(k)
del k
gc.collect()
print('after catcher')


def raiser():
    try:
        yield 1
    finally:
        print('raiser finally')
        raise ValueError('in finally')


r = raiser()
next(r)
del r
gc.collect()
print('after raiser')


def cyc():
    me = yield
    try:
        yield 1
    finally:
        print('cycle finally', me is not None)


x = cyc()
next(x)
x.send(x)
del x
gc.collect()
print('after cycle')


class Aw:
    def __await__(self):
        yield 'x'


async def co():
    try:
        await Aw()
    finally:
        print('coroutine finally')


cr = co()
cr.send(None)
del cr
gc.collect()
print('after coroutine')


def outer():
    try:
        yield from gen('inner')
    finally:
        print('outer finally')


o = outer()
next(o)
del o
gc.collect()
print('after outer')


def local_drop():
    g = gen('local')
    next(g)
    return 'returned'


result = local_drop()
gc.collect()
print(result)

# Not dropped: nothing runs.
kept = gen('kept')
next(kept)
gc.collect()
print('kept alive', next(kept))
done = gen('done')
next(done)
done.close()
del done
gc.collect()

# Held by a list dropped whole.
gens = [gen('in list')]
next(gens[0])
del gens
gc.collect()
print('after list')

left = gen('left at exit')
next(left)
print('end')
