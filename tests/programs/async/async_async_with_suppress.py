# __aexit__ returning True suppresses exceptions
import asyncio

class Guard:
    def __init__(self):
        self.errors = []
    async def __aenter__(self):
        return self
    async def __aexit__(self, et, ev, tb):
        if et is not None:
            self.errors.append(f"{et.__name__}({ev})")
            return True

async def risky(i):
    await asyncio.sleep(0)
    if i % 3 == 0:
        raise ValueError(i)
    return i

async def main():
    g = Guard()
    done = []
    for i in range(7):
        async with g:
            done.append(await risky(i))
    print(done)
    print(g.errors)

asyncio.run(main())
