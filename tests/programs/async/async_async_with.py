# async with calling __aenter__/__aexit__
import asyncio

class Connection:
    def __init__(self, name):
        self.name = name
        self.open = False
    async def __aenter__(self):
        await asyncio.sleep(0)
        self.open = True
        print("connect", self.name)
        return self
    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0)
        self.open = False
        print("disconnect", self.name, et.__name__ if et else None)
        return False
    async def query(self, q):
        await asyncio.sleep(0)
        return f"{self.name}:{q.upper()}"

async def main():
    async with Connection("db1") as c:
        print(await c.query("select"), c.open)
    print(c.open)
    async with Connection("a") as a, Connection("b") as b:
        print(await a.query("x"), await b.query("y"))
    try:
        async with Connection("bad"):
            raise ValueError("query failed")
    except ValueError as e:
        print("caught", e)

asyncio.run(main())
