# asyncio: states, reprs and error messages of Timeout, the locks, Barrier,
# the queues and TaskGroup, plus argument checks of wait().
import asyncio
import functools


def tail(obj):
    # Drop the "object at 0x..." part of a repr.
    text = repr(obj)
    return text[text.index("["):] if "[" in text else text


async def main():
    t = asyncio.timeout(None)
    print(repr(t), t.when(), t.expired())
    try:
        t.reschedule(1)
    except RuntimeError as e:
        print("RuntimeError:", e)
    async with t:
        print(repr(t))
        t.reschedule(None)
        print(repr(t))
    print(repr(t))
    for attempt in ("reschedule", "enter"):
        try:
            if attempt == "reschedule":
                t.reschedule(1)
            else:
                async with t:
                    pass
        except RuntimeError as e:
            print("RuntimeError:", e)
    try:
        async with asyncio.timeout(0.01) as tt:
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("timeout:", repr(e), type(e.__cause__).__name__, repr(tt), tt.expired())
    async with asyncio.timeout(5) as ok:
        await asyncio.sleep(0)
    print(repr(ok), ok.expired())
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() - 1):
            await asyncio.sleep(0.5)
    except TimeoutError:
        print("timeout_at in the past fires at once")

    print(asyncio.IncompleteReadError(b"ab", 5), "|", asyncio.IncompleteReadError(b"ab", None))
    e = asyncio.LimitOverrunError("too long", 3)
    print(e, e.consumed, asyncio.IncompleteReadError(b"x", 2).partial)

    lock = asyncio.Lock()
    print(tail(lock), lock.locked())
    await lock.acquire()
    waiter = asyncio.create_task(lock.acquire())
    await asyncio.sleep(0)
    print(tail(lock))
    lock.release()
    await waiter
    print(tail(lock))
    lock.release()
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)

    sem = asyncio.Semaphore(2)
    print(tail(sem))
    async with sem:
        async with sem:
            print(tail(sem), sem.locked())
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)
    bs = asyncio.BoundedSemaphore(1)
    try:
        bs.release()
    except ValueError as e:
        print("ValueError:", e)

    ev = asyncio.Event()
    print(tail(ev), ev.is_set())
    ev.set()
    print(tail(ev), await ev.wait())
    ev.clear()
    print(ev.is_set())

    cond = asyncio.Condition()
    print(tail(cond))
    try:
        await cond.wait()
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        cond.notify()
    except RuntimeError as e:
        print("RuntimeError:", e)

    bar = asyncio.Barrier(2)
    print(tail(bar), bar.parties, bar.n_waiting, bar.broken)
    first = asyncio.create_task(bar.wait())
    await asyncio.sleep(0)
    print(tail(bar), bar.n_waiting)
    print(await bar.wait(), await first)
    await bar.abort()
    print(tail(bar), bar.broken)
    try:
        await bar.wait()
    except asyncio.BrokenBarrierError as e:
        print("BrokenBarrierError:", e)
    await bar.reset()
    print(tail(bar))
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print("ValueError:", e)

    q = asyncio.Queue(2)
    print(str(q), q.maxsize, q.empty(), q.full())
    getter = asyncio.create_task(q.get())
    await asyncio.sleep(0)
    print(str(q))
    q.put_nowait("a")
    print(await getter, str(q))
    q.put_nowait(1)
    q.put_nowait(2)
    print(str(q), q.full(), q.qsize())
    try:
        q.put_nowait(3)
    except asyncio.QueueFull as e:
        print("QueueFull", repr(e))
    putter = asyncio.create_task(q.put(3))
    await asyncio.sleep(0)
    print(str(q))
    print(q.get_nowait(), q.get_nowait())
    await putter
    print(q.get_nowait())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    for _ in range(4):
        q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError:", e)
    await q.join()
    pq = asyncio.PriorityQueue()
    for item in [(2, "b"), (1, "a"), (2, "a"), (0, "z"), (1, "b")]:
        pq.put_nowait(item)
    print([pq.get_nowait() for _ in range(5)])
    lq = asyncio.LifoQueue()
    for i in range(3):
        lq.put_nowait(i)
    print(str(lq), lq.get_nowait())

    tg = asyncio.TaskGroup()
    print(repr(tg))
    coro = asyncio.sleep(0)
    try:
        tg.create_task(coro)
    except RuntimeError as e:
        print("RuntimeError:", e)
    coro.close()
    async with tg:
        tg.create_task(asyncio.sleep(0))
        print(repr(tg))
    print(repr(tg))

    try:
        await asyncio.wait([])
    except ValueError as e:
        print("ValueError:", e)
    done_task = asyncio.ensure_future(asyncio.sleep(0))
    try:
        await asyncio.wait([done_task], return_when="sometime")
    except ValueError as e:
        print("ValueError:", e)
    await done_task
    print(type(loop).__name__, loop.is_running(), loop.is_closed(), loop.get_debug())
    h = loop.call_later(10, print, "never")
    print(h.cancelled(), type(h).__name__)
    h.cancel()
    print(h.cancelled())
    h2 = loop.call_soon(max, 1, "2")
    print(repr(h2))
    h2.cancel()
    print(repr(h2))
    h3 = loop.call_soon(functools.partial(max, 1, key=abs), -2)
    print(repr(h3))
    h3.cancel()
    print(repr(loop.call_at(loop.time() + 60, max, 3)).split(" ")[0])
    for cls in (asyncio.BrokenBarrierError, asyncio.Queue, asyncio.TaskGroup,
                asyncio.Timeout, asyncio.Lock, asyncio.QueueFull, asyncio.Handle):
        print(cls.__module__, cls.__name__)


asyncio.run(main())
