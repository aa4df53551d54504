import asyncio
from contextlib import asynccontextmanager, AsyncExitStack, aclosing


@asynccontextmanager
async def connection(name, log):
    log.append(f'connect {name}')
    await asyncio.sleep(0)
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f'handled {e!r}')
    finally:
        log.append(f'disconnect {name}')


async def main():
    log = []
    async with connection('db', log) as conn:
        log.append(f'use {conn}')
    print(log)
    log = []
    async with connection('cache', log):
        raise KeyError('k')
    print('suppressed', log)
    log = []
    try:
        async with connection('x', log):
            raise ValueError('v')
    except ValueError as e:
        print('propagated', e, log)
    log = []
    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(connection('a', log))
        b = await stack.enter_async_context(connection('b', log))
        print(a, b)
    print(log)

    async def agen():
        try:
            yield 1
            yield 2
        finally:
            print('agen closed')
    async with aclosing(agen()) as g:
        async for x in g:
            print('got', x)
            break

    @asynccontextmanager
    async def empty():
        if False:
            yield
    try:
        async with empty():
            pass
    except RuntimeError as e:
        print('RuntimeError', e)

    @asynccontextmanager
    async def twice():
        yield 1
        yield 2
    try:
        async with twice() as v:
            print('v', v)
    except RuntimeError as e:
        print('RuntimeError', e)

    @connection('deco', log)
    async def decorated(x):
        return x * 2
    print(await decorated(21), log[-2:])
    return 'done'


print(asyncio.run(main()))
