# exceptions inside tasks surface when the task is awaited
import asyncio

class JobError(Exception):
    pass

async def job(n):
    await asyncio.sleep(0)
    if n == 2:
        raise JobError(f"job {n} failed")
    return n

async def main():
    tasks = [asyncio.create_task(job(i)) for i in range(4)]
    results = []
    for t in tasks:
        try:
            results.append(await t)
        except JobError as e:
            results.append(f"error: {e}")
    print(results)
    try:
        await job(2)
    except JobError as e:
        print("direct await:", e)

asyncio.run(main())
