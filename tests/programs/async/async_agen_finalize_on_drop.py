# an async generator dropped unfinished is closed by the loop soon after
import asyncio

log = []

async def resource(name):
    log.append(f"{name} open")
    try:
        for i in range(10):
            yield i
            await asyncio.sleep(0)
    finally:
        log.append(f"{name} closing")
        await asyncio.sleep(0)
        log.append(f"{name} closed")

async def first_two(name):
    gen = resource(name)
    got = [await anext(gen), await anext(gen)]
    log.append(f"{name} returns {got}")
    return got

async def main():
    async for i in resource("loop"):
        if i == 1:
            break
    log.append("after break")
    for _ in range(4):
        await asyncio.sleep(0)
    log.append("after sleeps")
    print(await first_two("local"))
    await asyncio.sleep(0.1)
    log.append("after helper")
    try:
        async for i in resource("error"):
            raise ValueError(i)
    except ValueError as e:
        log.append(f"caught {e}")
    await asyncio.sleep(0.1)
    kept = resource("kept")
    await anext(kept)
    log.append("main done")

asyncio.run(main())
print("\n".join(log))
