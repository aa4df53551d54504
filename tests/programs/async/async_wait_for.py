# asyncio.wait_for with generous and tiny timeouts
import asyncio

async def slow(v):
    await asyncio.sleep(10)
    return v

async def fast(v):
    await asyncio.sleep(0)
    return v * 2

async def main():
    print(await asyncio.wait_for(fast(21), timeout=5))
    try:
        await asyncio.wait_for(slow("never"), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("timed out:", type(e).__name__, asyncio.TimeoutError is TimeoutError)
    print(await asyncio.wait_for(fast(1), timeout=None))
    results = []
    for t in (2, 5):
        try:
            results.append(await asyncio.wait_for(fast(t), timeout=t))
        except TimeoutError:
            results.append("timeout")
    print(results)

asyncio.run(main())
