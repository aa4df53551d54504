# asyncio.timeout() context manager (new in 3.11)
import asyncio

async def main():
    async with asyncio.timeout(5):
        v = await asyncio.sleep(0, result="inside generous timeout")
    print(v)
    try:
        async with asyncio.timeout(0.01):
            await asyncio.sleep(10)
            print("never")
    except TimeoutError:
        print("TimeoutError from asyncio.timeout")
    async with asyncio.timeout(None):
        print("no deadline")

asyncio.run(main())
