import asyncio
from contextlib import AsyncExitStack, nullcontext, AbstractAsyncContextManager


class Conn(AbstractAsyncContextManager):
    def __init__(self, name, log):
        self.name = name
        self.log = log

    async def __aenter__(self):
        await asyncio.sleep(0)
        self.log.append(f'connect {self.name}')
        return self.name.upper()

    async def __aexit__(self, typ, exc, tb):
        self.log.append(f'disconnect {self.name} {typ.__name__ if typ else None}')
        return self.name == 'quiet'


async def main():
    log = []
    async with Conn('db', log) as conn:
        log.append(f'use {conn}')
    print(log)
    async with nullcontext(5) as v:
        print('async null', v)
    log = []
    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(Conn('a', log))
        b = await stack.enter_async_context(Conn('b', log))

        async def acb(msg):
            await asyncio.sleep(0)
            log.append(msg)
        stack.push_async_callback(acb, 'async callback')
        stack.callback(log.append, 'sync callback')
        print(a, b)
    print(log)
    log = []
    async with AsyncExitStack() as stack:
        await stack.enter_async_context(Conn('quiet', log))
        await stack.enter_async_context(Conn('loud', log))
        raise KeyError('swallowed')
    print(log)
    log = []
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(Conn('x', log))
            raise ValueError('v')
    except ValueError as e:
        print('propagated', e, log)
    stack = AsyncExitStack()
    await stack.enter_async_context(Conn('manual', log))
    await stack.aclose()
    print(log[-1])
    try:
        await AsyncExitStack().enter_async_context(42)
    except TypeError as e:
        print('TypeError', e)
    return 'done'


print(asyncio.run(main()))
