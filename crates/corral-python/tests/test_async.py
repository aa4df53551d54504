"""corral.run_async: the event loop awaits the host's async functions."""

import asyncio

import corral

CODE = """
import asyncio
async def main():
    a, b = await asyncio.gather(search('x'), search('y'))
    return a + b + [lookup('z')]
asyncio.run(main())
"""


def test_run_async_awaits_on_the_callers_loop():
    loop_ids = set()

    async def search(q):
        loop_ids.add(id(asyncio.get_running_loop()))
        await asyncio.sleep(0.01)
        return [q * 2]

    async def main():
        ticks = 0

        async def ticker():
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.001)

        t = asyncio.ensure_future(ticker())
        r = await corral.run_async(CODE, functions={"search": search, "lookup": str.upper})
        t.cancel()
        return r, id(asyncio.get_running_loop()), ticks

    r, loop_id, ticks = asyncio.run(main())
    assert r.ok, r.error
    assert r.value == ["xx", "yy", "Z"]
    assert loop_ids == {loop_id}
    assert ticks > 0  # the loop was not blocked while the program ran


def test_run_async_suspends_for_the_host():
    async def main():
        return await corral.run_async("approve('ship') + 1", suspend=["approve"])

    r = asyncio.run(main())
    assert r.verdict == "suspended"
    assert corral.resume(r.snapshot, {r.pending[0].id: 41}).value == 42


def test_many_async_runs_at_once():
    async def echo(x):
        await asyncio.sleep(0)
        return x

    async def main():
        return await asyncio.gather(*[
            corral.run_async("import asyncio\nasync def m():\n    return await echo(n)\nasyncio.run(m())", inputs={"n": i}, functions={"echo": echo})
            for i in range(8)])

    assert [r.value for r in asyncio.run(main())] == list(range(8))
