# calling sync helpers from async code and running several asyncio.run calls
import asyncio

def sync_square(x):
    return x * x

async def async_square(x):
    await asyncio.sleep(0)
    return sync_square(x)

async def pipeline(values):
    squared = await asyncio.gather(*(async_square(v) for v in values))
    return sorted(squared, reverse=True)

print(asyncio.run(pipeline([3, 1, 2])))
print(asyncio.run(pipeline([])))
total = 0
for chunk in ([1, 2], [3], [4, 5, 6]):
    total += sum(asyncio.run(pipeline(chunk)))
print(total)
async def uses_lambda():
    fns = [lambda v: v + 1, sync_square]
    return [f(await async_square(2)) for f in fns]
print(asyncio.run(uses_lambda()))
