# an exception escaping the main coroutine propagates out of asyncio.run
import asyncio

async def parse(s):
    await asyncio.sleep(0)
    return int(s)

async def main():
    print(await parse("12"))
    values = []
    for s in ["1", "2", "x3"]:
        values.append(await parse(s))
        print("parsed", values[-1])
    return values

asyncio.run(main())
