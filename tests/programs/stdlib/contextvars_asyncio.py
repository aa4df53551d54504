# contextvars with asyncio: every task runs in a copy of the context that
# was current when it was created, so values a task sets stay in that task.
import asyncio
import contextvars

request = contextvars.ContextVar('request', default='none')
trace = contextvars.ContextVar('trace')

async def handler(name, delay):
    request.set(name)
    await asyncio.sleep(delay)
    seen = request.get()
    await asyncio.sleep(0)
    return f'{name} sees {seen}'

async def reader():
    await asyncio.sleep(0.05)
    return request.get()

async def main():
    request.set('main')
    results = await asyncio.gather(handler('a', 0.03), handler('b', 0.01),
                                   handler('c', 0.02), reader())
    print(results)
    print('main still sees', request.get())

    # A task inherits the value current when it was created.
    request.set('before-create')
    task = asyncio.create_task(reader())
    request.set('after-create')
    print('task saw', await task, 'main sees', request.get())

    # An explicit context.
    ctx = contextvars.copy_context()
    ctx.run(request.set, 'from ctx')
    t = asyncio.create_task(reader(), context=ctx)
    print('explicit context task saw', await t)

    async def setter():
        request.set('set by task')
    await asyncio.create_task(setter())
    print('after task set:', request.get())

    # Awaiting a coroutine directly shares the caller's context.
    await setter()
    print('after direct await:', request.get())

    # Tokens work inside tasks.
    async def with_token():
        tok = trace.set('tmp')
        v = trace.get()
        trace.reset(tok)
        return v, trace.get('unset')
    print(await asyncio.create_task(with_token()))

    # Task groups.
    async def worker(i):
        trace.set(i)
        await asyncio.sleep(0.01 * (3 - i))
        return trace.get()
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(worker(i)) for i in range(3)]
    print([t.result() for t in tasks], trace.get('unset in main'))

    # loop.call_soon runs callbacks in a copy of the current context, or
    # in the one given.
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    def cb(tag):
        request.set('changed by callback')
        if not done.done():
            done.set_result((tag, request.get()))
    request.set('main-again')
    loop.call_soon(cb, 'soon')
    print(await done, request.get())
    ctx2 = contextvars.copy_context()
    done2 = loop.create_future()
    loop.call_soon(lambda: done2.set_result(request.get()), context=ctx2)
    ctx2.run(request.set, 'inside ctx2')
    print(await done2)
    done3 = loop.create_future()
    loop.call_later(0.01, lambda: done3.set_result(request.get()), context=ctx2)
    print(await done3)
    return request.get()

print(asyncio.run(main()))
print('outside run:', request.get())
