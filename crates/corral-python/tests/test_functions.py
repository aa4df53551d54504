"""Host functions: plain and async, errors, KeyboardInterrupt, the ledger."""

import asyncio

import pytest

import corral


def test_plain_function_with_args_and_kwargs():
    def fetch(url, *, retries=0):
        return {"url": url, "retries": retries, "body": b"ok"}

    r = corral.run("fetch('u', retries=2)", functions={"fetch": fetch})
    assert r.value == {"url": "u", "retries": 2, "body": b"ok"}
    [call] = r.trace
    assert (call.function, call.args, call.kwargs, call.outcome) == ("fetch", ("u",), {"retries": 2}, "ok")
    assert call.result == {"url": "u", "retries": 2, "body": b"ok"}
    assert r.usage.host_calls == 1


@pytest.mark.parametrize("exc,seen", [
    (ValueError("bad value"), ("ValueError", "bad value")),
    (KeyError("k"), ("KeyError", "'k'")),
    (PermissionError("no"), ("PermissionError", "no")),
])
def test_builtin_exceptions_keep_their_type(exc, seen):
    def f():
        raise exc

    r = corral.run("try:\n    f()\nexcept Exception as e:\n    res = (type(e).__name__, str(e))\nres",
                   functions={"f": f})
    assert r.value == seen
    assert r.trace[0].outcome == "error"


def test_other_exceptions_become_runtime_error_naming_the_type():
    class QuotaExceeded(Exception):
        pass

    def f():
        raise QuotaExceeded("too many")

    r = corral.run("f()", functions={"f": f})
    assert r.verdict == "error"
    assert r.error.type == "RuntimeError"
    assert "QuotaExceeded" in r.error.message and "too many" in r.error.message


def test_unsupported_return_value_is_a_type_error_in_the_program():
    r = corral.run("try:\n    f()\nexcept TypeError as e:\n    m = str(e)\nm",
                   functions={"f": lambda: object()})
    assert r.ok and "cannot enter the sandbox" in r.value


def test_keyboard_interrupt_cancels_the_run():
    calls = []

    def f():
        calls.append(1)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        corral.run("f()\nprint('not reached')", functions={"f": f})
    assert calls == [1]


def test_keyboard_interrupt_the_program_swallows_still_cancels():
    # The program may catch it (it is an exception there); its later host
    # calls fail without reaching the host, and the time limit ends it.
    calls = []

    def f():
        calls.append(1)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        corral.run("while True:\n    try:\n        f()\n    except BaseException:\n        pass",
                   functions={"f": f}, limits=corral.Limits(time="200ms"))
    assert calls == [1]


def test_keyboard_interrupt_in_an_async_function_cancels_the_run():
    async def f():
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        corral.run("import asyncio\nasync def m():\n    await f()\nasyncio.run(m())", functions={"f": f})


def test_async_functions_of_one_gather_run_concurrently():
    # Each waits until both are in flight: run one after the other, they
    # would time out.
    both = {"n": 0}

    async def rendezvous(name):
        both["n"] += 1
        for _ in range(200):
            if both["n"] >= 2:
                return name.upper()
            await asyncio.sleep(0.005)
        raise TimeoutError("not concurrent")

    code = """
import asyncio
async def main():
    return await asyncio.gather(rendezvous('a'), rendezvous('b'))
asyncio.run(main())
"""
    r = corral.run(code, functions={"rendezvous": rendezvous})
    assert r.ok, r.error
    assert r.value == ["A", "B"]
    assert [c.function for c in r.trace] == ["rendezvous", "rendezvous"]


def test_async_function_that_raises():
    async def boom():
        raise LookupError("nope")

    code = """
import asyncio
async def main():
    try:
        await boom()
    except LookupError as e:
        return 'caught ' + str(e)
asyncio.run(main())
"""
    assert corral.run(code, functions={"boom": boom}).value == "caught nope"


def test_parallel_limit_bounds_calls_in_flight():
    state = {"now": 0, "peak": 0}

    async def work(i):
        state["now"] += 1
        state["peak"] = max(state["peak"], state["now"])
        await asyncio.sleep(0.001)
        state["now"] -= 1
        return i

    code = """
import asyncio
async def main():
    return await asyncio.gather(*[work(i) for i in range(6)])
asyncio.run(main())
"""
    r = corral.run(code, functions={"work": work}, limits=corral.Limits(parallel=2))
    assert r.value == list(range(6))
    assert state["peak"] <= 2


def test_host_calls_limit():
    r = corral.run("for i in range(10):\n    f()", functions={"f": lambda: None},
                   limits=corral.Limits(host_calls=3))
    assert r.verdict == "resource_exhausted" and r.resource.limit == "host_calls"


def test_run_from_inside_a_running_event_loop():
    async def double(x):
        return 2 * x

    async def main():
        return corral.run("import asyncio\nasync def m():\n    return await double(21)\nasyncio.run(m())", functions={"double": double})

    assert asyncio.run(main()).value == 42
