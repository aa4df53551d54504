# aiter() / anext() builtins and manual async iteration
import asyncio

async def letters(s):
    for ch in s:
        await asyncio.sleep(0)
        yield ch

async def main():
    it = aiter(letters("abc"))
    print(await anext(it), await anext(it), await anext(it))
    print(await anext(it, "exhausted"))
    try:
        await anext(it)
    except StopAsyncIteration:
        print("StopAsyncIteration raised")
    collected = []
    ait = aiter(letters("xyz"))
    while True:
        try:
            collected.append(await anext(ait))
        except StopAsyncIteration:
            break
    print(collected)

asyncio.run(main())
