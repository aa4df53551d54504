# asyncio.timeout / timeout_at: nesting, reschedule, expired(), repr
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(1) as outer:
            try:
                async with asyncio.timeout(0.1) as inner:
                    await asyncio.sleep(1)
            except TimeoutError:
                print("inner expired", inner.expired(), outer.expired())
            await asyncio.sleep(2)
    except TimeoutError:
        print("outer expired", outer.expired())
    async with asyncio.timeout(None) as cm:
        print(cm.when(), repr(cm))
        cm.reschedule(loop.time() + 0.5)
        print(cm.when() > loop.time())
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("cancelled inside, converted on exit")
            raise
    print("never printed")

async def runner():
    try:
        await main()
    except TimeoutError:
        print("TimeoutError reached runner")
    cm = asyncio.timeout(5)
    print(repr(cm))
    try:
        cm.reschedule(1)
    except RuntimeError as e:
        print("RuntimeError:", e)
    async with cm:
        pass
    print(repr(cm), cm.expired())
    try:
        async with cm:
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
    deadline = asyncio.get_running_loop().time() - 1
    try:
        async with asyncio.timeout_at(deadline):
            await asyncio.sleep(0)
            print("not reached")
    except TimeoutError:
        print("past deadline fires at the first await")

asyncio.run(runner())
