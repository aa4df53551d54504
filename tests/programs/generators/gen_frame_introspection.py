# gi_frame / cr_frame and the state flags of generators and coroutines.
import asyncio
import types


def counter(a):
    x = a + 1
    yield x
    y = x * 2
    yield y


gen = counter(5)
frame = gen.gi_frame
print(type(frame).__name__, isinstance(frame, types.FrameType))
print(frame.f_lineno, frame.f_code.co_name, frame.f_locals)
print(gen.gi_running, gen.gi_suspended, gen.gi_yieldfrom)
print(next(gen))
print(gen.gi_frame.f_lineno, gen.gi_frame.f_locals, gen.gi_suspended)
print(next(gen))
print(frame.f_lineno, sorted(frame.f_locals.items()))
print(gen.gi_code.co_name, frame.f_globals is globals(), frame.f_back)
for _ in gen:
    pass
print(gen.gi_frame, gen.gi_running, gen.gi_suspended)


def inner():
    yield 1
    yield 2


def outer():
    total = 0
    total += yield from inner()
    yield total


o = outer()
print(o.gi_yieldfrom)
next(o)
print(type(o.gi_yieldfrom).__name__, o.gi_yieldfrom.gi_frame.f_lineno)
print(o.gi_frame.f_lineno, o.gi_frame.f_locals)


def closure_gen():
    shared = [1]

    def helper():
        return shared

    yield helper
    shared.append(2)
    yield shared


cg = closure_gen()
next(cg)
print(sorted(cg.gi_frame.f_locals))


def watching():
    here = "inside"
    print("running", me.gi_running, me.gi_suspended, me.gi_frame.f_lineno)
    print(me.gi_frame.f_locals)
    yield here


me = watching()
next(me)
me.close()
print(me.gi_frame)


async def compute():
    return 3


c = compute()
print(type(c.cr_frame).__name__, c.cr_frame.f_lineno, c.cr_code.co_name)
print(c.cr_running, c.cr_await, c.cr_suspended, c.cr_origin)
try:
    c.send(None)
except StopIteration as e:
    print("stop", e.value)
print(c.cr_frame, c.cr_suspended)


async def sleeper():
    await asyncio.sleep(0)
    return 1


s = sleeper()
s.send(None)
print(s.cr_suspended, s.cr_frame.f_lineno, type(s.cr_await).__name__)
s.close()
print(s.cr_frame, s.cr_await)


async def agen():
    yield 1


a = agen()
print(a.ag_frame.f_lineno, a.ag_running, a.ag_await, a.ag_code.co_name)
try:
    gen.gi_frame.f_lineno
except AttributeError as e:
    print(e)
