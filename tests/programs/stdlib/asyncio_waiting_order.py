# asyncio: the order in which waiters wake (locks, semaphores, conditions,
# queues), wait()/as_completed()/wait_for()/shield() outcomes, and how
# TaskGroup collects failures and cancellations.
import asyncio

log = []


async def worker(name, prim, hold=0):
    async with prim:
        log.append(f"{name} in")
        await asyncio.sleep(hold)
        log.append(f"{name} out")


async def locks_and_semaphores():
    lock = asyncio.Lock()
    await asyncio.gather(*(worker(f"L{i}", lock) for i in range(3)))
    sem = asyncio.Semaphore(2)
    await asyncio.gather(*(worker(f"S{i}", sem) for i in range(4)))
    print(log)
    log.clear()

    # A waiter cancelled while queued does not block the others.
    lock = asyncio.Lock()
    await lock.acquire()
    t1 = asyncio.create_task(worker("a", lock))
    t2 = asyncio.create_task(worker("b", lock))
    await asyncio.sleep(0)
    t1.cancel()
    lock.release()
    await t2
    print(t1.cancelled(), log, lock.locked())
    log.clear()


async def conditions():
    cond = asyncio.Condition()
    items = []

    async def consumer(n):
        async with cond:
            await cond.wait_for(lambda: items)
            log.append((n, items.pop(0)))

    tasks = [asyncio.create_task(consumer(i)) for i in range(3)]
    await asyncio.sleep(0)
    async with cond:
        items.extend("xy")
        cond.notify(2)
    await asyncio.sleep(0)
    async with cond:
        items.append("z")
        cond.notify_all()
    await asyncio.gather(*tasks)
    print(log)
    log.clear()


async def queues():
    q = asyncio.Queue(maxsize=1)

    async def producer():
        for i in range(4):
            await q.put(i)
            log.append(f"put {i}")

    async def consumer():
        for _ in range(4):
            item = await q.get()
            log.append(f"got {item}")
            q.task_done()

    await asyncio.gather(producer(), consumer())
    await q.join()
    print(log)
    log.clear()

    # A getter cancelled while waiting leaves the queue usable.
    q = asyncio.Queue()
    g = asyncio.create_task(q.get())
    await asyncio.sleep(0)
    g.cancel()
    await asyncio.sleep(0)
    q.put_nowait("kept")
    print(g.cancelled(), q.get_nowait(), q.empty())


async def value(v, delay):
    await asyncio.sleep(delay)
    return v


async def failing(delay):
    await asyncio.sleep(delay)
    raise ValueError(f"failed after {delay}")


async def waiting():
    gate = asyncio.Event()

    async def gated(v):
        await gate.wait()
        return v

    tasks = [asyncio.create_task(gated(0)), asyncio.create_task(value(1, 0)),
             asyncio.create_task(gated(2))]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    gate.set()
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))

    bad = [asyncio.create_task(failing(0)), asyncio.create_task(value("slow", 5))]
    done, pending = await asyncio.wait(bad, return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending), [str(t.exception()) for t in done])
    done, pending = await asyncio.wait(pending, timeout=0.001)
    print(len(done), len(pending))
    for t in pending:
        t.cancel()
    done, pending = await asyncio.wait(pending)
    print([t.cancelled() for t in done], len(pending))

    order = []
    for next_done in asyncio.as_completed([value("c", 0.03), value("a", 0.01), value("b", 0.02)]):
        order.append(await next_done)
    print(order)
    try:
        for next_done in asyncio.as_completed([value("late", 1)], timeout=0.01):
            await next_done
    except TimeoutError:
        print("as_completed timed out")

    print(await asyncio.wait_for(value("quick", 0), timeout=1))
    try:
        await asyncio.wait_for(value("slow", 1), timeout=0.01)
    except TimeoutError as e:
        print("wait_for:", type(e).__name__, type(e.__context__).__name__)
    try:
        await asyncio.wait_for(value("zero", 0.01), timeout=0)
    except TimeoutError:
        print("wait_for timeout=0 cancels at once")
    print(await asyncio.wait_for(value("none", 0), None))

    inner = asyncio.create_task(value("shielded", 0.02))
    outer = asyncio.shield(inner)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled, inner running:", not inner.done())
    print(await inner)


async def groups():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(value(1, 0))
            tg.create_task(failing(0))
            tg.create_task(failing(0))
            slow = tg.create_task(value(2, 5))
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg.message, sorted(str(e) for e in eg.exceptions), slow.cancelled())
    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(value(i, 0.001 * i)) for i in range(3)]
    print([t.result() for t in ts], repr(tg))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(value(1, 5))
            raise KeyError("body")
    except ExceptionGroup as eg:
        print("body error:", [repr(e) for e in eg.exceptions])
    coro = value(1, 0)
    try:
        async with asyncio.TaskGroup() as tg:
            pass
        tg.create_task(coro)
    except RuntimeError as e:
        print("RuntimeError:", str(e).replace(repr(tg), "<tg>"))
    coro.close()


async def main():
    await locks_and_semaphores()
    await conditions()
    await queues()
    await waiting()
    await groups()
    e = asyncio.Event()

    async def setter():
        await asyncio.sleep(0.01)
        e.set()

    asyncio.create_task(setter())
    print(await asyncio.wait_for(e.wait(), 1))


asyncio.run(main())
