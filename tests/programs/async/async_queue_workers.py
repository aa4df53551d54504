# Queue with worker tasks, join/task_done; PriorityQueue, LifoQueue, errors
import asyncio

async def worker(name, q, out):
    while True:
        delay, label = await q.get()
        await asyncio.sleep(delay)
        out.append(f"{name}:{label}")
        q.task_done()

async def main():
    q = asyncio.Queue()
    for i, d in enumerate([0.3, 0.1, 0.2, 0.1, 0.4]):
        q.put_nowait((d, f"job{i}"))
    print(q.qsize(), q.empty(), q.full(), str(q))
    out = []
    workers = [asyncio.create_task(worker(f"w{i}", q, out)) for i in range(2)]
    await q.join()
    print(out)
    for w in workers:
        w.cancel()
    print([type(r).__name__ for r in await asyncio.gather(*workers, return_exceptions=True)])
    pq = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b"), (1, "a0")]:
        await pq.put(item)
    print([await pq.get() for _ in range(4)])
    lq = asyncio.LifoQueue(maxsize=2)
    await lq.put("x")
    await lq.put("y")
    try:
        lq.put_nowait("z")
    except asyncio.QueueFull:
        print("QueueFull", lq.full(), lq.maxsize)
    blocked = asyncio.create_task(lq.put("z"))
    await asyncio.sleep(0)
    print(str(lq), blocked.done())
    print(await lq.get(), await lq.get())
    await asyncio.sleep(0)
    print(blocked.done(), lq.get_nowait())
    try:
        lq.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        for _ in range(4):
            lq.task_done()
    except ValueError as e:
        print("ValueError:", e)

asyncio.run(main())
