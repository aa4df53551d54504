# producer/consumer with asyncio.Queue
import asyncio

async def producer(q, items):
    for it in items:
        await q.put(it)
        print("produced", it)
    await q.put(None)

async def consumer(q, out):
    while True:
        it = await q.get()
        if it is None:
            break
        print("consumed", it)
        out.append(it * 10)

async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, [1, 2, 3, 4, 5]), consumer(q, out))
    print(out, q.empty(), q.qsize())

asyncio.run(main())
