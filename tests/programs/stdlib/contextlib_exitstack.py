from contextlib import ExitStack, contextmanager


@contextmanager
def res(name, log):
    log.append(f'open {name}')
    try:
        yield name
    finally:
        log.append(f'close {name}')


log = []
with ExitStack() as stack:
    names = [stack.enter_context(res(n, log)) for n in 'abc']
    stack.callback(log.append, 'callback 1')
    stack.callback(lambda: log.append('callback 2'))
    print(names)
print(log)

log = []
with ExitStack() as stack:
    stack.enter_context(res('x', log))
    keep = stack.pop_all()
print('after with', log)
keep.close()
print('after close', log)


def exit_cb(exc_type, exc, tb):
    print('exit_cb sees', exc_type.__name__ if exc_type else None, exc)
    return True


with ExitStack() as stack:
    stack.push(exit_cb)
    raise ValueError('swallowed by push')
print('continued')


class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print('enter', self.name)
        return self

    def __exit__(self, *exc):
        print('exit', self.name, exc[0].__name__ if exc[0] else None)
        return self.name == 'suppressor'


with ExitStack() as stack:
    stack.enter_context(CM('outer'))
    stack.push(CM('suppressor'))
    stack.enter_context(CM('inner'))
    raise KeyError('k')
print('suppressed by pushed CM')

try:
    with ExitStack() as stack:
        stack.callback(print, 'cleanup ran', sep=': ')

        def fail():
            raise RuntimeError('callback failed')
        stack.callback(fail)
except RuntimeError as e:
    print('RuntimeError', e)

try:
    with ExitStack() as stack:
        def bad_cb(*a):
            raise TypeError('from exit')
        stack.push(bad_cb)
        raise ValueError('original')
except TypeError as e:
    print('TypeError', e, '| context:', repr(e.__context__))

stack = ExitStack()
r = stack.enter_context(CM('manual'))
print(r.name)
stack.close()
stack.close()
print(stack.callback(len, 'abc') is len)
stack.close()
try:
    ExitStack().enter_context(42)
except TypeError as e:
    print('TypeError', e)
try:
    ExitStack().enter_context(CM)
except TypeError as e:
    print('TypeError', e)
with ExitStack() as outer:
    for i in range(3):
        outer.callback(print, 'unwind', i)
    print('body done')
with ExitStack() as stack:
    stack.enter_context(CM('last'))
    raise LookupError('escapes')
