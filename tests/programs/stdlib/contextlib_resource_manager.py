import contextlib
log = []
@contextlib.contextmanager
def resource(name):
    log.append(f"open {name}")
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f"handled {e!r}")
    finally:
        log.append(f"close {name}")
with resource("a") as r:
    log.append(f"use {r}")
with resource("b"):
    raise KeyError("k")
try:
    with resource("c"):
        raise ValueError("v")
except ValueError as e:
    log.append(f"escaped {e}")
print(log)
with contextlib.ExitStack() as stack:
    names = [stack.enter_context(resource(n)) for n in "xyz"]
    stack.callback(log.append, "callback ran")
    print(names)
print(log[-7:])
with contextlib.suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
with contextlib.nullcontext(5) as v:
    print("null", v)
class Closer:
    def close(self):
        print("closed!")
with contextlib.closing(Closer()):
    print("inside closing")
@contextlib.contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
@contextlib.contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
class Tx(contextlib.ContextDecorator):
    def __enter__(self):
        print("begin")
        return self
    def __exit__(self, *exc):
        print("commit" if exc[0] is None else "rollback")
        return False
@Tx()
def work(x):
    print("work", x)
work(1)
import io
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured")
print(repr(buf.getvalue()))
