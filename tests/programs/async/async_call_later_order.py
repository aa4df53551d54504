# loop.call_soon / call_later / call_at ordering on the loop's clock
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    start = loop.time()
    log = []
    def note(tag):
        log.append(tag)
    loop.call_later(0.2, note, "later 0.2")
    loop.call_later(0.1, note, "later 0.1 a")
    h = loop.call_later(0.15, note, "cancelled")
    loop.call_at(start + 0.05, note, "at 0.05")
    loop.call_soon(note, "soon 1")
    loop.call_soon(note, "soon 2")
    s = loop.call_soon(note, "soon cancelled")
    s.cancel()
    h.cancel()
    print(h.cancelled(), s.cancelled(), type(h).__name__, type(s).__name__)
    await asyncio.sleep(0)
    print(log)
    await asyncio.sleep(0.3)
    print(log)
    ticks = []
    async def tick(name, period, n):
        for _ in range(n):
            await asyncio.sleep(period)
            ticks.append(name)
    await asyncio.gather(tick("a", 0.3, 3), tick("b", 0.25, 4), tick("c", 0.55, 2))
    print(ticks)

asyncio.run(main())
