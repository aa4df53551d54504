from contextlib import contextmanager, ExitStack, suppress

events = []


@contextmanager
def observe(name):
    events.append(f'{name}:enter')
    try:
        yield name
    except Exception as e:
        events.append(f'{name}:saw {type(e).__name__}({e})')
        raise
    else:
        events.append(f'{name}:clean')
    finally:
        events.append(f'{name}:finally')


original = ValueError('orig')
try:
    with observe('a'):
        with observe('b'):
            raise original
except ValueError as e:
    print('same object:', e is original)
print(events)
events.clear()

with observe('ok') as v:
    events.append(f'body {v}')
print(events)
events.clear()


@contextmanager
def transform():
    try:
        yield
    except KeyError as e:
        raise LookupError(f'transformed {e}')


try:
    with transform():
        raise KeyError('key')
except LookupError as e:
    print(type(e).__name__, e, '| context is KeyError:', isinstance(e.__context__, KeyError))


@contextmanager
def cleanup_raises():
    try:
        yield
    finally:
        raise OSError('cleanup failed')


try:
    with cleanup_raises():
        raise ValueError('body failed')
except OSError as e:
    print('OSError', e, '| context:', repr(e.__context__))
try:
    with cleanup_raises():
        pass
except OSError as e:
    print('OSError', e, e.__context__)


@contextmanager
def yields_value():
    data = {'n': 0}
    yield data
    print('after yield, n =', data['n'])


with yields_value() as d:
    d['n'] += 5


@contextmanager
def suppress_all():
    try:
        yield
    except BaseException as e:
        print('suppressing', type(e).__name__)


with suppress_all():
    raise KeyboardInterrupt
with suppress_all():
    raise SystemExit(3)


def gen_func():
    for i in range(3):
        with observe(f'loop{i}'):
            if i == 1:
                continue
            yield i


print(list(gen_func()))
print(events)
events.clear()


def early_return():
    with observe('ret'):
        return 'returned'


print(early_return(), events)
events.clear()
for i in range(3):
    with observe(f'brk{i}'):
        if i == 1:
            break
print(events)
with ExitStack() as stack:
    for name in 'xy':
        stack.enter_context(observe(name))
    stack.enter_context(suppress(ZeroDivisionError))
    1 / 0
print(events[-4:])


@contextmanager
def bad():
    yield
    raise RuntimeError('raised after clean exit')


with bad():
    print('body of bad')
