# contextlib.contextmanager edge cases: no yield, two yields, exceptions
# swallowed or replaced, StopIteration inside the block, reuse as a
# decorator, plus suppress / nullcontext / closing / redirect_stdout and
# the abstract base classes.
import contextlib
import io


@contextlib.contextmanager
def never_yields():
    if False:
        yield


@contextlib.contextmanager
def yields_twice():
    yield 1
    yield 2


@contextlib.contextmanager
def swallow(kind):
    """Swallow one kind of error."""
    try:
        yield "in"
    except kind as e:
        print("swallowed", repr(e))


@contextlib.contextmanager
def translate():
    try:
        yield
    except KeyError as e:
        raise LookupError("translated") from e


@contextlib.contextmanager
def keep_going():
    try:
        yield
    except ValueError:
        yield


def show(fn):
    try:
        fn()
    except Exception as e:
        cause = e.__cause__
        print(type(e).__name__ + ":", e, "| cause:", repr(cause))


def use(cm, exc=None):
    def run():
        with cm as v:
            if exc is not None:
                raise exc
            return v
    return run


show(use(never_yields()))
show(use(yields_twice()))
show(use(keep_going(), ValueError("v")))
show(use(translate(), KeyError("k")))
show(use(swallow(ValueError), ValueError("quiet")))
show(use(swallow(ValueError), TypeError("loud")))
show(use(swallow(StopIteration), StopIteration("stop")))
show(use(swallow(ValueError), StopIteration("passes")))

cm = swallow(ValueError)
print(cm.__doc__, type(cm).__name__, swallow.__name__, swallow.__doc__)


@swallow(ZeroDivisionError)
def divide(a, b):
    return a / b


print(divide(6, 3), divide(1, 0), divide(8, 2))

with contextlib.suppress(KeyError, IndexError):
    [][1]
print("after suppress")
with contextlib.suppress():
    pass
try:
    with contextlib.suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print("not suppressed:", e)

with contextlib.nullcontext(42) as v:
    print("null", v)
with contextlib.nullcontext() as v:
    print("null", v)


class Thing:
    def close(self):
        print("closed")


with contextlib.closing(Thing()) as t:
    print(type(t).__name__)

buf = io.StringIO()
with contextlib.redirect_stdout(buf) as target:
    print("captured")
    print(target is buf)
print(repr(buf.getvalue()))


class Plain:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return None


class NotCM:
    pass


class Disabled(Plain):
    __exit__ = None


print(issubclass(Plain, contextlib.AbstractContextManager),
      issubclass(NotCM, contextlib.AbstractContextManager),
      issubclass(Disabled, contextlib.AbstractContextManager))
print(isinstance(contextlib.nullcontext(), contextlib.AbstractContextManager),
      isinstance(contextlib.ExitStack(), contextlib.AbstractContextManager))
print(contextlib.AbstractContextManager[int])


class Mine(contextlib.AbstractContextManager):
    def __exit__(self, *a):
        return None


with Mine() as m:
    print(type(m).__name__)


class Deco(contextlib.ContextDecorator):
    def __enter__(self):
        print("deco enter")
        return self

    def __exit__(self, *exc):
        print("deco exit", exc[0])
        return False


@Deco()
def work(x):
    print("work", x)
    return x * 2


print(work(5))
