# PEP 479: StopIteration thrown into a generator (unstarted or suspended),
# async generator or coroutine comes out as a chained RuntimeError.
import asyncio
def g():
    yield 1
    yield 2

def show(f):
    try:
        r = f()
        print("ok", r)
    except BaseException as e:
        print(type(e).__name__, e, "| cause:", type(e.__cause__).__name__, "| ctx:", type(e.__context__).__name__)

x = g()
show(lambda: x.throw(StopIteration))
show(lambda: next(x))
x = g(); next(x)
show(lambda: x.throw(StopIteration))
show(lambda: next(x))
x = g(); next(x)
show(lambda: x.throw(StopIteration("v")))
x = g()
show(lambda: x.throw(StopIteration, StopIteration(3)))
def h():
    try:
        yield 1
    except StopIteration:
        yield "caught"
x = h(); next(x)
show(lambda: x.throw(StopIteration))
x = g()
show(lambda: x.throw(ValueError))

async def ag():
    yield 1
a = ag()
show(lambda: a.athrow(StopIteration).send(None))
a = ag()
show(lambda: a.asend(None).send(None))
show(lambda: a.athrow(StopIteration).send(None))
a = ag()
show(lambda: a.athrow(StopAsyncIteration).send(None))
a = ag()
show(lambda: a.asend(None).send(None))
show(lambda: a.athrow(StopAsyncIteration).send(None))

async def co():
    await asyncio.sleep(0)
c = co()
show(lambda: c.throw(StopIteration))
c = co()
show(lambda: c.send(None))
show(lambda: c.throw(StopIteration))
