# inspect.getgeneratorstate/getcoroutinestate/getgeneratorlocals through a generator's life.
import inspect, asyncio
def g():
    x = 1
    yield x
    y = 2
    yield y
it = g()
print(inspect.getgeneratorstate(it), inspect.getgeneratorlocals(it))
next(it)
print(inspect.getgeneratorstate(it), inspect.getgeneratorlocals(it))
def selfcheck():
    yield inspect.getgeneratorstate(me)
me = selfcheck()
print(next(me))
list(it)
print(inspect.getgeneratorstate(it), inspect.getgeneratorlocals(it))
async def c():
    await asyncio.sleep(0)
co = c()
print(inspect.getcoroutinestate(co))
co.send(None)
print(inspect.getcoroutinestate(co))
co.close()
print(inspect.getcoroutinestate(co), inspect.GEN_CLOSED)
try:
    inspect.getgeneratorlocals(5)
except TypeError as e:
    print(e)
