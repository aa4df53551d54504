# async comprehensions and await inside comprehensions
import asyncio

async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def double(x):
    await asyncio.sleep(0)
    return x * 2

async def main():
    print([x async for x in agen(5)])
    print([x async for x in agen(10) if x % 3 == 0])
    print({x: x * x async for x in agen(4)})
    print({x % 2 async for x in agen(6)})
    print([await double(x) for x in range(4)])
    print([await double(x) async for x in agen(3)])
    nested = [[y async for y in agen(x)] async for x in agen(4)]
    print(nested)

asyncio.run(main())
