# asyncio.TaskGroup: results, failures collected into an ExceptionGroup
import asyncio

async def work(n, log):
    try:
        await asyncio.sleep(n / 10)
        log.append(f"done {n}")
        return n * 10
    except asyncio.CancelledError:
        log.append(f"cancelled {n}")
        raise

async def fail(n, exc):
    await asyncio.sleep(n / 10)
    raise exc

async def main():
    log = []
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(work(n, log)) for n in (3, 1, 2)]
        named = tg.create_task(work(0, log), name="zero")
    print([t.result() for t in tasks], named.get_name(), log)
    log.clear()
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work(1, log))
            tg.create_task(fail(2, ValueError("bad value")))
            tg.create_task(work(5, log))
            tg.create_task(fail(2, KeyError("missing")))
    except* ValueError as eg:
        print("ValueError group:", [str(e) for e in eg.exceptions])
    except* KeyError as eg:
        print("KeyError group:", [repr(e) for e in eg.exceptions])
    print(log)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work(1, log))
            raise RuntimeError("body failed")
    except ExceptionGroup as eg:
        print(repr(eg.message), [type(e).__name__ for e in eg.exceptions])
    tg = asyncio.TaskGroup()
    try:
        tg.create_task(work(1, log))
    except RuntimeError as e:
        print("RuntimeError:", e)

asyncio.run(main())
