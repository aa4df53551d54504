# awaiting something that is not awaitable
import asyncio

class Awaitable:
    def __await__(self):
        yield from asyncio.sleep(0).__await__()
        return "custom awaitable value"

async def main():
    print(await Awaitable())
    try:
        await None
    except TypeError as e:
        print("TypeError:", e)
    await 5

asyncio.run(main())
