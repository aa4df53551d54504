# async generator protocol: asend, athrow, aclose and their awaitables
import asyncio

async def accumulator(log):
    total = 0
    try:
        while True:
            try:
                value = yield total
            except ValueError as e:
                log.append(f"reset after {e}")
                total = 0
                continue
            if value is None:
                break
            total += value
            await asyncio.sleep(0)
    finally:
        log.append("finally")
        await asyncio.sleep(0)
        log.append("finally done")

async def main():
    log = []
    acc = accumulator(log)
    print(type(acc).__name__, type(acc.asend(None)).__name__, type(acc.aclose()).__name__)
    print(await acc.asend(None))
    print(await acc.asend(5), await acc.asend(7))
    print(await acc.athrow(ValueError("oops")))
    print(await acc.asend(3))
    try:
        await acc.asend(None)
    except StopAsyncIteration:
        print("StopAsyncIteration after break")
    print(log)
    await acc.aclose()
    print("aclose on finished generator is fine")
    fresh = accumulator(log)
    try:
        await fresh.athrow(KeyError("k"))
    except KeyError as e:
        print("athrow into unstarted generator raises", repr(e))
    try:
        await fresh.asend(1)
    except StopAsyncIteration:
        print("and it is finished")
    aw = accumulator([]).asend(None)
    print(await aw)
    try:
        await aw
    except RuntimeError as e:
        print("RuntimeError:", e)
    async def stubborn():
        try:
            yield 1
        finally:
            yield 2
    s = stubborn()
    await s.__anext__()
    try:
        await s.aclose()
    except RuntimeError as e:
        print("RuntimeError:", e)

asyncio.run(main())
