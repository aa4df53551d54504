# tasks start when the creator yields to the event loop
import asyncio

async def worker(name, log):
    log.append(f"{name} start")
    await asyncio.sleep(0)
    log.append(f"{name} middle")
    await asyncio.sleep(0)
    log.append(f"{name} end")
    return name.upper()

async def main():
    log = []
    t1 = asyncio.create_task(worker("one", log))
    t2 = asyncio.create_task(worker("two", log))
    log.append("tasks created")
    await asyncio.sleep(0)
    log.append("main resumed")
    r1 = await t1
    r2 = await t2
    log.append("both awaited")
    for line in log:
        print(line)
    print(r1, r2, t1.done(), t2.result())

asyncio.run(main())
