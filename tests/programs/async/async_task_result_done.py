# task state: done(), result(), exception(), cancelled()
import asyncio

async def quick():
    return "quick result"

async def broken():
    raise LookupError("broken task")

async def main():
    t = asyncio.create_task(quick())
    print("done before await:", t.done())
    print(await t)
    print("done after:", t.done(), t.result(), t.exception(), t.cancelled())
    b = asyncio.create_task(broken())
    try:
        await b
    except LookupError as e:
        print("awaiting raised:", e)
    print(b.done(), type(b.exception()).__name__, b.cancelled())
    try:
        b.result()
    except LookupError as e:
        print("result() re-raised:", e)
    pending = asyncio.create_task(asyncio.sleep(0, result=5))
    try:
        pending.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    print(await pending)

asyncio.run(main())
