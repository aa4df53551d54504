# each coroutine keeps its own "exception being handled" across awaits
import asyncio

async def handler(name, exc_type, log):
    try:
        raise exc_type(name)
    except exc_type:
        await asyncio.sleep(0)
        log.append(f"{name} resumed")
        try:
            raise
        except exc_type as e:
            log.append(f"{name} re-raised {type(e).__name__}({e})")
        try:
            raise RuntimeError("while handling")
        except RuntimeError as e:
            log.append(f"{name} context {type(e.__context__).__name__}")

async def main():
    log = []
    await asyncio.gather(handler("a", ValueError, log), handler("b", KeyError, log),
                         handler("c", IndexError, log))
    for line in log:
        print(line)
    async def failing():
        await asyncio.sleep(0)
        raise LookupError("deep")
    try:
        try:
            await failing()
        except LookupError as e:
            await asyncio.sleep(0)
            raise TypeError("converted") from e
    except TypeError as e:
        print(repr(e), repr(e.__cause__), e.__suppress_context__)

asyncio.run(main())
