# contextlib async side: AsyncExitStack with sync and async callbacks,
# asynccontextmanager misuse errors, aclosing, exception chaining on unwind.
import asyncio, contextlib

def chain(e):
    out = []
    while e is not None:
        out.append(repr(e)); e = e.__context__
    return out

@contextlib.asynccontextmanager
async def res(name, log):
    log.append(f"open {name}")
    try:
        yield name.upper()
    finally:
        log.append(f"close {name}")

@contextlib.asynccontextmanager
async def no_yield():
    if False:
        yield

@contextlib.asynccontextmanager
async def twice():
    yield 1
    yield 2

@contextlib.asynccontextmanager
async def swallow():
    try:
        yield
    except ValueError as e:
        print("swallowed", e)

class AGen:
    def __init__(self): self.closed = False
    async def aclose(self): self.closed = True

async def main():
    log = []
    async with contextlib.AsyncExitStack() as stack:
        a = await stack.enter_async_context(res("a", log))
        b = stack.enter_context(contextlib.nullcontext("sync"))
        async def acb(x): log.append(f"acb {x}")
        stack.push_async_callback(acb, 1)
        stack.callback(log.append, "cb")
        async def aexit(*exc): log.append(f"aexit {exc[0]}"); return False
        stack.push_async_exit(aexit)
        print(a, b)
    print(log)
    for cm in (no_yield(), twice()):
        try:
            async with cm:
                pass
        except RuntimeError as e:
            print("RuntimeError:", e)
    async with swallow():
        raise ValueError("v")
    try:
        async with swallow():
            raise KeyError("k")
    except KeyError as e:
        print("KeyError passes", e)
    g = AGen()
    async with contextlib.aclosing(g) as got:
        print(got is g, g.closed)
    print(g.closed)
    async with contextlib.nullcontext(5) as v:
        print(v)
    s = contextlib.AsyncExitStack()
    try:
        await s.enter_async_context(object())
    except TypeError as e:
        print("TypeError:", e)
    def boom(x):
        async def f(*a): raise ValueError(x)
        return f
    try:
        async with contextlib.AsyncExitStack() as s:
            s.push_async_exit(boom("e1"))
            s.push_async_exit(boom("e2"))
            raise KeyError("body")
    except Exception as e:
        print(chain(e))
    @res("deco", log)
    async def decorated():
        return "ran"
    log.clear()
    print(await decorated(), await decorated(), log)
    s = contextlib.AsyncExitStack()
    await s.enter_async_context(res("late", log))
    await s.aclose()
    print(log[-1])
    print(issubclass(type(s), contextlib.AbstractAsyncContextManager), isinstance(s, contextlib.AbstractContextManager))

asyncio.run(main())
