# async def, await and asyncio.run returning a value
import asyncio

async def add(a, b):
    return a + b

async def compute():
    x = await add(1, 2)
    y = await add(x, 10)
    print("x =", x, "y =", y)
    return [x, y]

result = asyncio.run(compute())
print("run returned", result)
print(asyncio.run(add("a", "b")))
async def nothing():
    pass
print(asyncio.run(nothing()))
coro = add(3, 4)
print(type(coro).__name__)
print(asyncio.run(coro))
print(add.__name__, asyncio.iscoroutinefunction(add), asyncio.iscoroutinefunction(len))
