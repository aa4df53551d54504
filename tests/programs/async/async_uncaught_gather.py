# gather without return_exceptions: the first error propagates uncaught
import asyncio

async def step(name, fail):
    await asyncio.sleep(0)
    print("step", name)
    if fail:
        raise KeyError(name)
    return name

async def main():
    print(await asyncio.gather(step("a", False), step("b", False)))
    await asyncio.gather(step("c", False), step("d", True))
    print("unreachable")

asyncio.run(main())
