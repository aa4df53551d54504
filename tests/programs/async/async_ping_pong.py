# two tasks alternating via sleep(0)
import asyncio

async def player(name, hits, log):
    for i in range(hits):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return f"{name} done"

async def main():
    log = []
    results = await asyncio.gather(player("ping", 3, log), player("pong", 3, log), player("x", 1, log))
    print(log)
    print(results)

asyncio.run(main())
