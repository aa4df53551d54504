# nested gathers and tasks gathering tasks
import asyncio

async def leaf(x):
    await asyncio.sleep(0)
    return x

async def group(prefix, n):
    vals = await asyncio.gather(*(leaf(f"{prefix}{i}") for i in range(n)))
    return "+".join(vals)

async def main():
    res = await asyncio.gather(group("a", 2), group("b", 3), asyncio.gather(leaf(1), leaf(2)))
    print(res)
    tasks = [asyncio.create_task(group(p, 1)) for p in "xyz"]
    print(await asyncio.gather(*tasks))
    print(await asyncio.gather(leaf([1]), leaf({"k": 2}), leaf(None)))

asyncio.run(main())
