# task names, current_task, all_tasks and future reprs
import asyncio

async def named():
    await asyncio.sleep(0)
    return asyncio.current_task().get_name()

async def main():
    print(asyncio.current_task().get_name())
    t1 = asyncio.create_task(named())
    t2 = asyncio.create_task(named(), name="custom")
    t3 = asyncio.get_running_loop().create_task(named(), name=42)
    t4 = asyncio.ensure_future(named())
    print([t.get_name() for t in (t1, t2, t3, t4)])
    print(len(asyncio.all_tasks()), asyncio.current_task() in asyncio.all_tasks())
    print(await asyncio.gather(t1, t2, t3, t4))
    t1.set_name("renamed")
    print(t1.get_name(), len(asyncio.all_tasks()))
    f = asyncio.get_running_loop().create_future()
    print(repr(f))
    f.set_result([1, 2])
    print(repr(f))
    g = asyncio.Future()
    g.set_exception(ValueError("v"))
    print(repr(g))
    g.exception()
    h = asyncio.Future()
    h.cancel()
    print(repr(h), repr(asyncio.gather()))
    try:
        t1.set_result(1)
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(asyncio.Future, asyncio.Task, asyncio.CancelledError, asyncio.InvalidStateError)
    print(asyncio.TimeoutError is TimeoutError, issubclass(asyncio.Task, asyncio.Future))

asyncio.run(main())
