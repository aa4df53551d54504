# gather(return_exceptions=True) puts exceptions into the result list
import asyncio

async def ok(v):
    await asyncio.sleep(0)
    return v

async def fail(msg, kind=ValueError):
    await asyncio.sleep(0)
    raise kind(msg)

async def main():
    results = await asyncio.gather(ok(1), fail("bad"), ok("three"), fail("k", KeyError), return_exceptions=True)
    for r in results:
        if isinstance(r, BaseException):
            print("exception:", type(r).__name__, r)
        else:
            print("value:", r)
    good = [r for r in results if not isinstance(r, Exception)]
    print(good)
    try:
        await asyncio.gather(ok(1), fail("first failure"))
    except ValueError as e:
        print("without return_exceptions:", e)

asyncio.run(main())
