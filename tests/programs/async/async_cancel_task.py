# cancelling a task: CancelledError inside, cancelled() outside
import asyncio

async def long_job(log):
    try:
        log.append("job started")
        await asyncio.sleep(10)
        log.append("job finished")
    except asyncio.CancelledError:
        log.append("job cancelled, cleaning up")
        raise
    finally:
        log.append("job finally")

async def main():
    log = []
    t = asyncio.create_task(long_job(log))
    await asyncio.sleep(0)
    print(t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        log.append("main saw CancelledError")
    print(log)
    print(t.cancelled(), t.done())
    print(issubclass(asyncio.CancelledError, Exception), issubclass(asyncio.CancelledError, BaseException))
    done = asyncio.create_task(asyncio.sleep(0))
    await done
    print(done.cancel())

asyncio.run(main())
