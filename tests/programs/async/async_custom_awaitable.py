# objects with __await__ can be awaited
import asyncio

class Delay:
    def __init__(self, value, hops):
        self.value, self.hops = value, hops
    def __await__(self):
        for _ in range(self.hops):
            yield from asyncio.sleep(0).__await__()
        return self.value

class Doubled:
    def __init__(self, coro):
        self.coro = coro
    def __await__(self):
        result = yield from self.coro.__await__()
        return result * 2

async def base():
    return 21

async def main():
    print(await Delay("ready", 3))
    print(await Doubled(base()))
    print(await asyncio.gather(Delay(1, 2), Delay(2, 0), Doubled(base())))
    t = asyncio.ensure_future(Delay("as task", 1))
    print(await t)

asyncio.run(main())
