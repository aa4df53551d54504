import contextlib
def chain(e):
    out = []
    while e is not None:
        out.append(repr(e)); e = e.__context__
    return out
def r(x):
    def f(): raise ValueError(x)
    return f
# with-statement, original exception
try:
    with contextlib.ExitStack() as s:
        s.callback(r('c1')); s.callback(r('c2'))
        raise KeyError('body')
except Exception as e:
    print(chain(e))
# no body exception
try:
    with contextlib.ExitStack() as s:
        s.callback(r('c1')); s.callback(r('c2'))
except Exception as e:
    print(chain(e))
# close() outside
s = contextlib.ExitStack()
s.callback(r('c1')); s.callback(r('c2'))
try: s.close()
except Exception as e: print(chain(e))
# close inside an except block
try:
    raise TypeError('outer')
except TypeError:
    s = contextlib.ExitStack()
    s.callback(r('c1')); s.callback(r('c2'))
    try: s.close()
    except Exception as e: print(chain(e))
# suppression in the middle
def sup(*a): return True
try:
    with contextlib.ExitStack() as s:
        s.callback(r('c1')); s.push(sup); s.callback(r('c2'))
        raise KeyError('body')
except Exception as e:
    print(chain(e))
with contextlib.ExitStack() as s:
    s.push(sup); s.callback(r('c2'))
    raise KeyError('body')
print('suppressed')


# pop_all moves the callbacks; push accepts managers and exit functions.
log = []


class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()

    def __exit__(self, et, ev, tb):
        log.append(f"exit {self.name} {et.__name__ if et else None}")
        return self.swallow


with contextlib.ExitStack() as s:
    print(s.enter_context(CM("a")))
    s.push(CM("pushed"))
    s.callback(log.append, "cb")
    moved = s.pop_all()
print(log)
moved.close()
print(log)
log.clear()
with contextlib.ExitStack() as s:
    s.enter_context(CM("outer", swallow=True))
    s.enter_context(CM("inner"))
    raise KeyError("x")
print(log)


def exit_fn(et, ev, tb):
    log.append(("exit_fn", et))
    return False


print(contextlib.ExitStack().push(exit_fn) is exit_fn)
cb = lambda: None
print(contextlib.ExitStack().callback(cb) is cb)
try:
    contextlib.ExitStack().enter_context(object())
except TypeError as e:
    print("TypeError:", e)


class NoExit:
    def __enter__(self):
        return self


try:
    contextlib.ExitStack().enter_context(NoExit())
except TypeError as e:
    print("TypeError:", e)
