# async for over a class implementing __aiter__/__anext__
import asyncio

class Ticker:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.i += 1
        return self.i * 10

async def main():
    async for v in Ticker(4):
        print("tick", v)
    total = 0
    async for v in Ticker(3):
        if v == 20:
            continue
        total += v
    print("total", total)
    async for v in Ticker(0):
        print("never")
    else:
        print("empty loop else")
    t = Ticker(2)
    print(await t.__anext__(), await anext(t), await anext(t, "default"))

asyncio.run(main())
