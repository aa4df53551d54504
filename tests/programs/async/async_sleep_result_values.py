# asyncio.sleep(0, result=...) and returning various values from coroutines
import asyncio

async def produce(kind):
    await asyncio.sleep(0)
    return {"int": 1, "list": [1, 2], "none": None, "tuple": (3,), "str": "s"}[kind]

async def main():
    print(await asyncio.sleep(0))
    print(await asyncio.sleep(0, result="slept"))
    print(await asyncio.sleep(0.001, result=[1, 2]))
    for kind in ["int", "list", "none", "tuple", "str"]:
        v = await produce(kind)
        print(kind, repr(v), type(v).__name__)

asyncio.run(main())
