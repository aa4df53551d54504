# contextlib behaviour pinned down while rewriting it: ExitStack callback
# order, suppression and replacement (with __context__ chains),
# contextmanager re-raising the very exception and its StopIteration /
# RuntimeError rules, suppress, redirect_stdout/stderr (re-entered),
# nullcontext, closing, the ABCs, decorator use, and the async variants
# driven by hand (no event loop needed).
import contextlib
import io
import sys
from contextlib import (AbstractAsyncContextManager, AbstractContextManager,
                        AsyncExitStack, ExitStack, contextmanager, nullcontext,
                        redirect_stderr, redirect_stdout, suppress)

log = []


def note(*parts, **kw):
    log.append(" ".join([str(p) for p in parts] + [f"{k}={v}" for k, v in kw.items()]))


def flush(title):
    print(title + ":", log)
    log.clear()


def chain(exc):
    names = []
    while exc is not None:
        names.append(f"{type(exc).__name__}({exc})")
        exc = exc.__context__
    return " <- ".join(names)


# --- ExitStack: order, arguments, return values ---------------------------
class Tracked:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow

    def __enter__(self):
        note("enter", self.name)
        return self.name.upper()

    def __exit__(self, t, v, tb):
        note("exit", self.name, t.__name__ if t else None)
        return self.swallow


with ExitStack() as stack:
    print(stack.enter_context(Tracked("a")), stack.enter_context(Tracked("b")))
    f = stack.callback(note, "callback", 1, k=2)
    print(f is note)
    pushed = stack.push(Tracked("pushed"))
    print(type(pushed).__name__)

    @stack.push
    def raw_exit(t, v, tb):
        note("raw", t)
flush("order")

with ExitStack() as stack:
    stack.enter_context(Tracked("outer"))
    stack.enter_context(Tracked("quiet", swallow=True))
    stack.enter_context(Tracked("inner"))
    raise KeyError("gone")
flush("suppressed by middle")
print("after suppression")


def replace_with(exc):
    def cb(t, v, tb):
        note("replacing", t.__name__ if t else None)
        raise exc
    return cb


try:
    with ExitStack() as stack:
        stack.push(replace_with(TypeError("third")))
        stack.push(replace_with(IndexError("second")))
        raise ValueError("first")
except Exception as e:
    print("chain:", chain(e))
flush("replaced")

try:
    with ExitStack() as stack:
        stack.push(replace_with(TypeError("late")))
        stack.push(lambda *a: True)
        raise ValueError("swallowed first")
except Exception as e:
    print("chain:", chain(e))
flush("replaced after suppress")

try:
    try:
        raise OSError("outer handling")
    except OSError:
        with ExitStack() as stack:
            stack.push(replace_with(RuntimeError("from cb")))
            raise LookupError("in block")
except Exception as e:
    print("chain:", chain(e))
flush("inside except")

with ExitStack() as stack:
    stack.callback(note, "moved")
    moved = stack.pop_all()
note("left original")
moved.close()
moved.close()
flush("pop_all")

try:
    ExitStack().enter_context(object())
except TypeError as e:
    print("TypeError:", e)

stack = ExitStack()
stack.callback(note, "closed")
print(stack.__exit__(ValueError, ValueError("x"), None))
flush("exit returns")

# --- contextmanager -------------------------------------------------------


@contextmanager
def watcher(name):
    note(name, "start")
    try:
        yield name
    except ValueError as e:
        note(name, "handled", e)
    finally:
        note(name, "cleanup")


@contextmanager
def passthrough():
    yield


with watcher("w1") as got:
    note("body", got)
with watcher("w2"):
    raise ValueError("inside")
flush("contextmanager")

original = KeyError("same")
try:
    with watcher("w3"):
        raise original
except KeyError as e:
    print("same object:", e is original)
flush("re-raise")

stop = StopIteration("in block")
try:
    with passthrough():
        raise stop
except StopIteration as e:
    print("StopIteration passes:", e is stop, e)

gen_err = RuntimeError("rt")
try:
    with passthrough():
        raise gen_err
except RuntimeError as e:
    print("RuntimeError passes:", e is gen_err)


@contextmanager
def converts():
    try:
        yield
    except ZeroDivisionError:
        raise ArithmeticError("converted")


try:
    with converts():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)


@contextmanager
def no_yield():
    return
    yield


@contextmanager
def two_yields():
    yield 1
    yield 2


@contextmanager
def yields_after_error():
    try:
        yield
    except Exception:
        yield


for maker, exc in ((no_yield, None), (two_yields, None),
                   (yields_after_error, ValueError("v"))):
    try:
        with maker():
            if exc:
                raise exc
    except RuntimeError as e:
        print(maker.__name__, "->", e)

try:
    with passthrough():
        raise StopIteration
except StopIteration as e:
    print("bare StopIteration class:", type(e).__name__, e.args)

cm = watcher("once")
with cm:
    pass
try:
    with cm:
        pass
except Exception as e:
    print("reuse:", type(e).__name__)
flush("reuse log")


@watcher("deco")
def decorated(x):
    note("call", x)
    return x * 2


print(decorated(3), decorated(4), decorated.__name__)
flush("decorator")


try:
    suppress(ZeroDivisionError)(print)
except TypeError as e:
    print("TypeError:", e)

# --- suppress, redirect, nullcontext, closing ------------------------------
with suppress(KeyError, IndexError):
    [][1]
print("suppressed IndexError")
with suppress():
    pass
try:
    with suppress(KeyError):
        raise ValueError("not listed")
except ValueError as e:
    print("escaped:", e)
print(suppress(OSError).__exit__(None, None, None))

buf = io.StringIO()
swap = redirect_stdout(buf)
with swap as target:
    print("to buffer", target is buf)
    with swap:
        print("nested same instance")
print("back:", sys.stdout is sys.__stdout__ or sys.stdout is not buf)
print(repr(buf.getvalue()))

ebuf = io.StringIO()
with redirect_stderr(ebuf):
    sys.stderr.write("err text\n")
print(repr(ebuf.getvalue()))

with nullcontext() as n1, nullcontext(42) as n2:
    print("nullcontext:", n1, n2)


class Resource:
    def close(self):
        note("closed resource")


with contextlib.closing(Resource()) as r:
    note("using", type(r).__name__)
flush("closing")

# --- ABCs -----------------------------------------------------------------


class Duck:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return None


class HalfDuck:
    def __enter__(self):
        return self


class OptOut(Duck):
    __exit__ = None


print(isinstance(Duck(), AbstractContextManager),
      isinstance(HalfDuck(), AbstractContextManager),
      issubclass(OptOut, AbstractContextManager),
      isinstance(nullcontext(), AbstractAsyncContextManager),
      issubclass(ExitStack, AbstractContextManager))
try:
    AbstractContextManager()
except TypeError as e:
    print("TypeError:", e)
print(AbstractContextManager[int])

# --- async variants, driven without an event loop --------------------------


def drive(coro):
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("coroutine suspended")


@contextlib.asynccontextmanager
async def agen_cm(name):
    note(name, "aenter")
    try:
        yield name
    except KeyError as e:
        note(name, "caught", e)
    finally:
        note(name, "aexit")


async def async_main():
    async with agen_cm("x") as v:
        note("body", v)
    async with agen_cm("y"):
        raise KeyError("k")
    async with AsyncExitStack() as stack:
        got = await stack.enter_async_context(agen_cm("z"))
        note("got", got)

        async def acb(tag):
            note("async callback", tag)
        stack.push_async_callback(acb, "t")
        stack.callback(note, "sync callback")
    try:
        await AsyncExitStack().enter_async_context(Duck())
    except TypeError as e:
        note("TypeError:", e)
    async with nullcontext("async null") as nv:
        note(nv)
    return "done"


print(drive(async_main()))
flush("async")
