from contextlib import contextmanager


@contextmanager
def tag(name):
    print(f'<{name}>')
    yield name.upper()
    print(f'</{name}>')


with tag('p') as t:
    print('inside', t)


@contextmanager
def managed(log):
    log.append('enter')
    try:
        yield len(log)
    except ValueError as e:
        log.append(f'handled {e}')
    finally:
        log.append('exit')


log = []
with managed(log) as n:
    log.append(f'body {n}')
print(log)
log = []
with managed(log):
    raise ValueError('oops')
print('after suppressed', log)
log = []
try:
    with managed(log):
        raise KeyError('k')
except KeyError as e:
    print('propagated', repr(e), log)


@contextmanager
def reraiser():
    try:
        yield
    except ZeroDivisionError as e:
        raise RuntimeError('wrapped') from e


try:
    with reraiser():
        1 / 0
except RuntimeError as e:
    print('RuntimeError', e, type(e.__cause__).__name__)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


try:
    with no_yield():
        pass
except RuntimeError as e:
    print('RuntimeError', e)
try:
    with two_yields():
        pass
except RuntimeError as e:
    print('RuntimeError', e)


@contextmanager
def swallow_then_yield():
    try:
        yield
    except Exception:
        yield


try:
    with swallow_then_yield():
        raise TypeError('t')
except RuntimeError as e:
    print('RuntimeError', e)


@contextmanager
def ctx(n):
    print('enter', n)
    yield n
    print('exit', n)


@ctx(7)
def decorated(a):
    print('decorated body', a)
    return a * 2


print(decorated(1), decorated(2), decorated.__name__)
with ctx(1) as a, ctx(2) as b:
    print('nested', a, b)
cm = ctx(3)
with cm:
    pass
try:
    with cm:
        pass
except AttributeError as e:
    print('reuse fails:', type(e).__name__)


@contextmanager
def stop_inside():
    yield


try:
    with stop_inside():
        raise StopIteration('s')
except StopIteration as e:
    print('StopIteration', e)
print(tag.__name__, tag('x').__class__.__name__)
with two_yields() as first:
    print('first', first)
