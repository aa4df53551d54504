# asyncio: gather many small coroutines, a bounded worker pool with a queue, and a semaphore.
import asyncio


async def fetch(i):
    await asyncio.sleep(0)
    return {"id": i, "value": (i * 7919) % 1000}


async def process(i, sem, results):
    async with sem:
        item = await fetch(i)
        await asyncio.sleep(0)
        results.append(item["value"] * 2)


async def worker(name, queue, out):
    while True:
        job = await queue.get()
        if job is None:
            queue.task_done()
            return name
        out[job % 10] = out.get(job % 10, 0) + job
        queue.task_done()


async def main():
    batch = await asyncio.gather(*(fetch(i) for i in range(12000)))
    total = sum(r["value"] for r in batch)

    sem = asyncio.Semaphore(50)
    results = []
    await asyncio.gather(*(process(i, sem, results) for i in range(6000)))

    queue = asyncio.Queue()
    out = {}
    workers = [asyncio.create_task(worker(f"w{k}", queue, out)) for k in range(8)]
    for job in range(15000):
        await queue.put(job)
    for _ in workers:
        await queue.put(None)
    names = await asyncio.gather(*workers)

    async def chain(n):
        return n if n == 0 else 1 + await chain(n - 1)

    depth = sum(await asyncio.gather(*(chain(20) for _ in range(1000))))
    return total, sum(results), len(results), sorted(out.items())[:3], names, depth


print(asyncio.run(main()))
