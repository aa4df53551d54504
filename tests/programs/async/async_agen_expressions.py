# async generator expressions and async comprehensions over them
import asyncio

async def numbers(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def square(x):
    await asyncio.sleep(0)
    return x * x

async def main():
    squares = (x * x async for x in numbers(5))
    print(type(squares).__name__)
    print([v async for v in squares])
    evens = (x async for x in numbers(10) if x % 2 == 0)
    print(await anext(evens), await anext(evens), [v async for v in evens])
    awaited = (await square(x) for x in range(4))
    print(type(awaited).__name__, [v async for v in awaited])
    pairs = [(a, b) async for a in numbers(3) for b in range(a)]
    print(pairs)
    table = {k: [v async for v in numbers(k)] async for k in numbers(4)}
    print(table)
    total = 0
    async for v in (x async for x in numbers(4)):
        total += v
    print(total)
    it = aiter(numbers(2))
    print(it is aiter(it), await anext(it), await anext(it), await anext(it, "done"))
    gen = (x async for x in numbers(1))
    print(await gen.asend(None))
    try:
        await gen.asend(None)
    except StopAsyncIteration:
        print("exhausted")

asyncio.run(main())
