# coroutine objects: awaiting the same coroutine twice is an error
import asyncio

async def value():
    return 42

async def main():
    c = value()
    print(type(c).__name__, asyncio.iscoroutine(c))
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print("RuntimeError:", e)
    coros = [value() for _ in range(3)]
    results = [await co for co in coros]
    print(results)
    unused = value()
    unused.close()
    print("closed unused coroutine")

asyncio.run(main())
