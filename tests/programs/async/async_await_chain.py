# chains of awaits across several coroutine functions
import asyncio

async def fetch(key):
    await asyncio.sleep(0)
    return {"a": 1, "b": 2, "c": 3}.get(key, 0)

async def fetch_many(keys):
    out = []
    for k in keys:
        out.append(await fetch(k))
    return out

async def summarize(keys):
    values = await fetch_many(keys)
    total = sum(values)
    print("values", values, "total", total)
    return total * 2

async def main():
    r1 = await summarize("abc")
    r2 = await summarize(["a", "z", "c", "c"])
    nested = await summarize(await fetch_many(["b"]) and ["b", "b"])
    return r1, r2, nested

print(asyncio.run(main()))
