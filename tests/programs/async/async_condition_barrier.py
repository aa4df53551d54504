# Condition (wait_for, notify, notify_all) and Barrier
import asyncio

async def consumer(cond, box, name, log):
    async with cond:
        await cond.wait_for(lambda: box)
        log.append(f"{name} got {box.pop(0)}")

async def main():
    cond = asyncio.Condition()
    box, log = [], []
    tasks = [asyncio.create_task(consumer(cond, box, f"c{i}", log)) for i in range(3)]
    await asyncio.sleep(0)
    async with cond:
        box.append(1)
        cond.notify()
    await asyncio.sleep(0)
    async with cond:
        box.extend([2, 3])
        cond.notify_all()
    await asyncio.gather(*tasks)
    print(log, cond.locked())
    try:
        await cond.wait()
    except RuntimeError as e:
        print("RuntimeError:", e)
    barrier = asyncio.Barrier(3)
    print(barrier.parties, barrier.n_waiting, barrier.broken)
    order = []
    async def party(i):
        await asyncio.sleep(i / 10)
        order.append(f"arrive {i}")
        idx = await barrier.wait()
        order.append(f"leave {i}")
        return idx
    print(sorted(await asyncio.gather(*(party(i) for i in range(3)))))
    print(order)
    await barrier.abort()
    try:
        await barrier.wait()
    except asyncio.BrokenBarrierError:
        print("BrokenBarrierError", barrier.broken)

asyncio.run(main())
