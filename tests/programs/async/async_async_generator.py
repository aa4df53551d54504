# async generators: yield inside async def, consumed with async for
import asyncio

async def countdown(n):
    while n > 0:
        await asyncio.sleep(0)
        yield n
        n -= 1

async def evens(limit):
    async for v in countdown(limit):
        if v % 2 == 0:
            yield v

async def main():
    print([v async for v in countdown(5)])
    print([v async for v in evens(10)])
    out = []
    async for v in countdown(3):
        out.append(v * v)
    print(out)
    g = countdown(2)
    print(type(g).__name__)
    print(await g.__anext__(), await g.__anext__())
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("StopAsyncIteration")

asyncio.run(main())
