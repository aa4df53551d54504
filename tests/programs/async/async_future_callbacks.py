# Future objects: callbacks run via the loop, state errors, reprs
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    seen = []
    fut.add_done_callback(lambda f: seen.append(("first", f.result())))
    def second(f):
        seen.append("second")
    fut.add_done_callback(second)
    fut.add_done_callback(second)
    print(fut.remove_done_callback(second), fut.done())
    loop.call_soon(seen.append, "soon")
    fut.set_result("value")
    print(repr(fut), seen)
    await asyncio.sleep(0)
    print(seen)
    late = []
    fut.add_done_callback(lambda f: late.append("late callback"))
    print(late)
    await asyncio.sleep(0)
    print(late)
    for action in (lambda: fut.set_result(1), lambda: fut.set_exception(ValueError())):
        try:
            action()
        except asyncio.InvalidStateError as e:
            print("InvalidStateError:", e)
    pending = asyncio.Future()
    for method in (pending.result, pending.exception):
        try:
            method()
        except asyncio.InvalidStateError as e:
            print("InvalidStateError:", e)
    err = loop.create_future()
    err.set_exception(KeyError)
    print(repr(err), repr(err.exception()))
    try:
        await err
    except KeyError:
        print("await re-raised KeyError")
    cancelled = loop.create_future()
    print(cancelled.cancel("no longer needed"), cancelled.cancel(), repr(cancelled))
    try:
        cancelled.result()
    except asyncio.CancelledError as e:
        print("CancelledError", e.args)
    waiting = loop.create_future()
    async def waiter():
        return await waiting
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    print(repr(waiting))
    loop.call_later(0.25, waiting.set_result, "from call_later")
    print(await t, repr(waiting))
    print(asyncio.isfuture(waiting), asyncio.isfuture(t), asyncio.isfuture("x"))
    print(type(waiting.__await__()).__name__, isinstance(t, asyncio.Future))

asyncio.run(main())
