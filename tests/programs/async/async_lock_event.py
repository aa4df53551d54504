# asyncio.Lock and asyncio.Event coordination
import asyncio

async def critical(lock, name, log):
    async with lock:
        log.append(f"{name} in")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        log.append(f"{name} out")

async def waiter(event, name, log):
    log.append(f"{name} waiting")
    await event.wait()
    log.append(f"{name} woke")

async def main():
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(critical(lock, "A", log), critical(lock, "B", log), critical(lock, "C", log))
    print(log)
    print(lock.locked())
    ev = asyncio.Event()
    log = []
    tasks = [asyncio.create_task(waiter(ev, n, log)) for n in ("w1", "w2")]
    await asyncio.sleep(0)
    log.append("setting event")
    ev.set()
    await asyncio.gather(*tasks)
    print(log, ev.is_set())

asyncio.run(main())
