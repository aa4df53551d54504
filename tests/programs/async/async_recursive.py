# recursive coroutines
import asyncio

async def fib(n):
    if n < 2:
        return n
    a = await fib(n - 1)
    b = await fib(n - 2)
    return a + b

async def tree_sum(node):
    if isinstance(node, int):
        await asyncio.sleep(0)
        return node
    parts = await asyncio.gather(*(tree_sum(ch) for ch in node))
    return sum(parts)

async def main():
    print([await fib(i) for i in range(12)])
    print(await tree_sum([1, [2, 3], [[4], 5, [6, [7, 8]]]]))
    print(await tree_sum([]))

asyncio.run(main())
