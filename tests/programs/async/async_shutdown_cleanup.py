# asyncio.run cancels leftover tasks and closes async generators at the end
import asyncio

async def background():
    try:
        print("background started")
        await asyncio.sleep(3600)
    except asyncio.CancelledError:
        print("background cancelled at shutdown")
        raise
    finally:
        print("background finally")

async def ticker():
    try:
        for i in range(100):
            yield i
    finally:
        print("ticker closed")

keep = []

async def main():
    asyncio.create_task(background())
    gen = ticker()
    keep.append(gen)
    async for i in gen:
        if i == 2:
            break
    print("main returns", i)
    return "main result"

print(asyncio.run(main()))
print("after run")

async def second():
    return asyncio.current_task().get_name()

print(asyncio.run(second()))
