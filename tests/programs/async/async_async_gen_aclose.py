# async generator cleanup with explicit aclose and asend
import asyncio

async def stream(log):
    try:
        i = 0
        while True:
            got = yield i
            log.append(f"got {got}")
            i += 1
    finally:
        log.append("stream closed")

async def main():
    log = []
    s = stream(log)
    print(await s.__anext__())
    print(await s.asend("a"))
    print(await s.asend("b"))
    await s.aclose()
    print(log)
    log2 = []
    s2 = stream(log2)
    async for v in s2:
        if v == 2:
            break
    await s2.aclose()
    print(log2)

asyncio.run(main())
