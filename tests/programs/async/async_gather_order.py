# asyncio.gather returns results in argument order regardless of completion order
import asyncio

log = []

async def job(name, steps):
    for i in range(steps):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return f"{name} finished after {steps} steps"

async def main():
    results = await asyncio.gather(job("a", 3), job("b", 1), job("c", 2))
    for r in results:
        print(r)
    print(log)
    print(await asyncio.gather())
    squares = await asyncio.gather(*(asyncio.sleep(0, result=i * i) for i in range(5)))
    print(squares)

asyncio.run(main())
