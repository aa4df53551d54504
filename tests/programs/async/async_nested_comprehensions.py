# comprehensions nested in async comprehensions become asynchronous too
import asyncio

async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def twice(x):
    await asyncio.sleep(0)
    return 2 * x

async def main():
    print([[w async for w in agen(z)] for z in range(4)])
    g = ([w async for w in agen(z)] for z in range(3))
    print(type(g).__name__, [x async for x in g])
    print({z: [w async for w in agen(z)] for z in range(3)})
    print([[await twice(w) for w in range(z)] for z in range(3)])
    print({x for x in [await twice(y) for y in range(3)]})
    print([(a, b) async for a in agen(3) async for b in agen(a)])
    print(sum([x async for x in agen(5) if await twice(x) > 4]))

asyncio.run(main())
