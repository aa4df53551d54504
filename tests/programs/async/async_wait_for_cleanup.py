# wait_for: success, timeout with cleanup in the cancelled task, zero timeout
import asyncio

async def job(log, delay, result):
    log.append(f"start {result}")
    try:
        await asyncio.sleep(delay)
    except asyncio.CancelledError:
        log.append(f"cleanup {result}")
        await asyncio.sleep(0)
        log.append(f"cleanup done {result}")
        raise
    return result

async def main():
    log = []
    print(await asyncio.wait_for(job(log, 0.1, "fast"), timeout=1))
    try:
        await asyncio.wait_for(job(log, 10, "slow"), timeout=0.5)
    except TimeoutError as e:
        print("TimeoutError", repr(e), type(e.__cause__).__name__)
    print(log)
    log.clear()
    try:
        await asyncio.wait_for(job(log, 1, "zero"), timeout=0)
    except asyncio.TimeoutError:
        print("zero timeout", log)
    t = asyncio.create_task(job([], 0, "task"))
    print(await asyncio.wait_for(t, None), t.done())
    async def swallow():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            return "ignored cancellation"
    print(await asyncio.wait_for(swallow(), 0.1))
    async def raises():
        await asyncio.sleep(0)
        raise ValueError("inner failure")
    try:
        await asyncio.wait_for(raises(), 1)
    except ValueError as e:
        print("ValueError", e)

asyncio.run(main())
