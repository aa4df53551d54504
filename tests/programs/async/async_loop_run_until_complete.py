# an explicit event loop: run_until_complete keeps pending tasks between calls
import asyncio
async def bg(log):
    for i in range(3):
        log.append(f"bg {i}")
        await asyncio.sleep(0.1)
async def main(log, n):
    await asyncio.sleep(0.15 * n)
    log.append(f"main {n}")
    return n
loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
log = []
t = loop.create_task(bg(log))
print(loop.run_until_complete(main(log, 1)))
print(log, t.done())
print(loop.run_until_complete(main(log, 2)))
print(log, t.done())
print(loop.run_until_complete(t))
fut = loop.create_future()
loop.call_soon(fut.set_result, "direct future")
print(loop.run_until_complete(fut))
loop.close()
print(asyncio.run(main([], 0)))
