# async methods, async classmethods and async properties-like calls
import asyncio

class Service:
    instances = 0
    def __init__(self, name):
        self.name = name
        self.calls = []
    @classmethod
    async def create(cls, name):
        await asyncio.sleep(0)
        cls.instances += 1
        return cls(name)
    async def call(self, method, *args):
        await asyncio.sleep(0)
        self.calls.append(method)
        return f"{self.name}.{method}{args}"
    async def batch(self, *methods):
        return await asyncio.gather(*(self.call(m) for m in methods))

async def main():
    s = await Service.create("api")
    t = await Service.create("db")
    print(await s.call("get", 1))
    print(await t.batch("open", "read", "close"))
    print(s.calls, t.calls, Service.instances)

asyncio.run(main())
