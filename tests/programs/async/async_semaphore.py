# asyncio.Semaphore limiting concurrency, tracked deterministically
import asyncio

async def limited(sem, i, state):
    async with sem:
        state["active"] += 1
        state["peak"] = max(state["peak"], state["active"])
        state["order"].append(i)
        await asyncio.sleep(0)
        state["active"] -= 1
        return i * i

async def main():
    sem = asyncio.Semaphore(2)
    state = {"active": 0, "peak": 0, "order": []}
    results = await asyncio.gather(*(limited(sem, i, state) for i in range(6)))
    print(results)
    print(state)

asyncio.run(main())
