# an uncaught asyncio exception type is printed with its module
import asyncio

async def main():
    q = asyncio.Queue(maxsize=1)
    q.put_nowait("only")
    print(q.get_nowait(), q.empty())
    q.get_nowait()

asyncio.run(main())
