from contextlib import suppress, nullcontext, closing, AbstractContextManager, ContextDecorator

with suppress(KeyError):
    {}['missing']
    print('not reached')
print('after suppress')
with suppress(ValueError, TypeError):
    int('x')
with suppress(LookupError):
    [][1]
with suppress():
    pass
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print('not suppressed:', e)
results = []
for v in ['1', 'a', '3']:
    with suppress(ValueError):
        results.append(int(v))
print(results)
s = suppress(OSError)
with s:
    raise FileNotFoundError('f')
with s:
    pass
print('reused suppress')

with nullcontext() as n:
    print('null', n)
with nullcontext(42) as n:
    print('null', n)
def process(ctx=None):
    with ctx if ctx is not None else nullcontext('default') as v:
        return v
print(process(), process(nullcontext('given')))


class Resource:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def close(self):
        self.closed = True
        print('closing', self.name)


r = Resource('db')
with closing(r) as res:
    print('using', res.name, res is r, res.closed)
print('closed?', r.closed)
try:
    with closing(Resource('file')):
        raise RuntimeError('fail in body')
except RuntimeError as e:
    print('caught', e)


class Timer(AbstractContextManager):
    def __exit__(self, *exc):
        print('timer exit', exc[0].__name__ if exc[0] else None)
        return False


with Timer() as t:
    print('timer enter returns self:', isinstance(t, Timer))


class logged(ContextDecorator):
    def __enter__(self):
        print('start')
        return self

    def __exit__(self, *exc):
        print('finish', exc[0] is not None)
        return False


@logged()
def work(x):
    print('working', x)
    return x + 1


print(work(1))
with logged():
    print('as a with block')
with suppress(ZeroDivisionError) as nothing:
    print('suppress enter returns', nothing)
with suppress(KeyError):
    raise IndexError('not a key error')
