# contextvars with asyncio callbacks: Future.add_done_callback and
# loop.call_soon run their callback in a copy of the context current when
# it was registered (or in the context= given).
import asyncio
import contextvars

who = contextvars.ContextVar('who', default='nobody')

async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    ctx = contextvars.copy_context()
    ctx.run(who.set, 'explicit')
    fut.add_done_callback(lambda f: print('given context:', who.get()), context=ctx)
    who.set('registered')
    fut.add_done_callback(lambda f: print('copied at registration:', who.get()))
    def changer(f):
        who.set('changed in callback')
        print('changer sees', who.get())
    fut.add_done_callback(changer)
    who.set('later')
    fut.set_result(None)
    await asyncio.sleep(0)
    print('main sees', who.get())

    # remove_done_callback still finds callbacks registered with a context.
    fut2 = loop.create_future()
    def never(f):
        print('never printed')
    fut2.add_done_callback(never, context=ctx)
    fut2.add_done_callback(never)
    print('removed', fut2.remove_done_callback(never))
    fut2.set_result(1)
    await asyncio.sleep(0)

    # A task's done callback, registered from inside another task.
    async def child():
        who.set('child')
        return 'child result'
    async def parent():
        who.set('parent')
        t = asyncio.create_task(child())
        t.add_done_callback(lambda task: print('callback of', task.result(), 'sees', who.get()))
        return await t
    print(await asyncio.create_task(parent()))
    await asyncio.sleep(0)

    # call_soon from inside a task sees the task's values.
    async def scheduler():
        who.set('scheduler task')
        done = loop.create_future()
        loop.call_soon(lambda: done.set_result(who.get()))
        return await done
    print(await asyncio.create_task(scheduler()))
    print('main at end', who.get())

asyncio.run(main())
