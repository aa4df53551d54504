# asyncio.wait (return_when, timeout), as_completed and shield
import asyncio

async def value(n, fail=False):
    await asyncio.sleep(n / 10)
    if fail:
        raise ValueError(f"failed {n}")
    return n

async def main():
    tasks = [asyncio.create_task(value(n)) for n in (3, 1, 2)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))
    tasks = [asyncio.create_task(value(n, fail=(n == 2))) for n in (4, 2, 3)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print([repr(t.exception()) for t in done], len(pending))
    done, pending = await asyncio.wait(pending, timeout=0.05)
    print(len(done), len(pending))
    await asyncio.wait(pending)
    try:
        await asyncio.wait([])
    except ValueError as e:
        print("ValueError:", e)
    results = []
    for aw in asyncio.as_completed([value(3), value(1), value(2)]):
        results.append(await aw)
    print(results)
    try:
        for aw in asyncio.as_completed([value(5)], timeout=0.1):
            await aw
    except TimeoutError:
        print("as_completed timed out")
    inner = asyncio.create_task(value(2))
    outer = asyncio.shield(inner)
    await asyncio.sleep(0)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled; inner cancelled:", inner.cancelled())
    print("inner result", await inner)

asyncio.run(main())
