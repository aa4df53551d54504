# asyncio.wait_for timing out with nothing catching it
import asyncio

async def forever():
    await asyncio.sleep(10)

async def main():
    print(await asyncio.wait_for(asyncio.sleep(0, result="fast enough"), timeout=1))
    await asyncio.wait_for(forever(), timeout=0.01)

asyncio.run(main())
