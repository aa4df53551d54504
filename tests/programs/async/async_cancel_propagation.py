# cancelling a task that awaits gather cancels the children; messages, cancelling()
import asyncio

async def child(name, log, delay):
    try:
        await asyncio.sleep(delay)
        log.append(f"{name} finished")
        return name
    except asyncio.CancelledError as e:
        log.append(f"{name} cancelled {e.args}")
        raise

async def parent(log):
    try:
        return await asyncio.gather(child("a", log, 1), child("b", log, 2))
    finally:
        log.append("parent finally")

async def main():
    log = []
    p = asyncio.create_task(parent(log))
    await asyncio.sleep(0)
    print(p.cancel(msg="shutting down"), p.cancelling())
    try:
        await p
    except asyncio.CancelledError as e:
        print("caught", type(e).__name__, e.args)
    print(log, p.cancelled())
    log.clear()
    g = asyncio.gather(child("c", log, 1), child("d", log, 0.5), return_exceptions=True)
    await asyncio.sleep(0.7)
    print(g.cancel())
    try:
        print(await g)
    except asyncio.CancelledError:
        print("gather cancelled")
    print(log)
    async def shielded():
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            await asyncio.sleep(0)
            return "swallowed"
    t = asyncio.create_task(shielded())
    await asyncio.sleep(0)
    t.cancel()
    t.cancel()
    print(t.cancelling(), await t, t.cancelled(), t.uncancel(), t.cancelling())
    done = asyncio.create_task(asyncio.sleep(0, "x"))
    await done
    print(done.cancel(), done.result())

asyncio.run(main())
