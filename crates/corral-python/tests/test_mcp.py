"""`corral mcp` through the official MCP Python SDK (a client none of us
wrote): list the tools, run programs that succeed, raise and run out of
time, and a session of two calls."""

import asyncio
import time

import pytest

from conftest import corral_bin

mcp = pytest.importorskip("mcp")
from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402


def with_client(body, *flags):
    async def main():
        params = StdioServerParameters(command=corral_bin(), args=["mcp", *flags])
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await body(session)

    return asyncio.run(main())


def text_of(result):
    return "".join(getattr(c, "text", "") for c in result.content)


def test_lists_the_tools():
    async def body(s):
        return await s.list_tools()

    tools = {t.name: t for t in with_client(body).tools}
    assert set(tools) == {"run_python", "reset_session", "close_session"}
    assert tools["run_python"].input_schema["required"] == ["code"]


def test_run_ok_raising_and_out_of_time():
    async def body(s):
        ok = await s.call_tool("run_python", {"code": "print('hi')\nx * 2", "inputs": {"x": 21}})
        err = await s.call_tool("run_python", {"code": "def f():\n    raise ValueError('bad')\nf()"})
        slow = await s.call_tool("run_python", {"code": "while True: pass", "limits": {"time": "200ms"}})
        return ok, err, slow

    ok, err, slow = with_client(body)
    env = ok.structured_content
    assert env["verdict"] == "ok" and env["value"] == 42 and env["stdout"] == "hi\n"
    assert not ok.is_error
    assert "verdict: ok" in text_of(ok) and "42" in text_of(ok) and "hi" in text_of(ok)

    e = err.structured_content
    assert e["verdict"] == "error" and e["error"]["type"] == "ValueError"
    assert err.is_error
    assert "ValueError: bad" in text_of(err) and "line 2" in text_of(err)

    x = slow.structured_content
    assert x["verdict"] == "resource_exhausted"
    assert x["resource"]["limit"] == "time" and x["resource"]["max"] == 200
    assert "time limit" in text_of(slow)


def test_a_call_cannot_raise_the_servers_limits():
    async def body(s):
        return await s.call_tool("run_python", {"code": "while True: pass", "limits": {"steps": "1G"}})

    r = with_client(body, "--steps", "5k")
    assert r.structured_content["resource"] == {"limit": "steps", "max": 5000,
                                               "used": r.structured_content["resource"]["used"]}


def test_session_of_two_calls_then_reset_and_close():
    async def body(s):
        a = await s.call_tool("run_python", {"code": "total = 40", "session_id": "s1"})
        b = await s.call_tool("run_python", {"code": "total + 2", "session_id": "s1"})
        other = await s.call_tool("run_python", {"code": "'total' in globals()"})
        reset = await s.call_tool("reset_session", {"session_id": "s1"})
        c = await s.call_tool("run_python", {"code": "'total' in globals()", "session_id": "s1"})
        closed = await s.call_tool("close_session", {"session_id": "s1"})
        again = await s.call_tool("close_session", {"session_id": "s1"})
        return a, b, other, reset, c, closed, again

    a, b, other, reset, c, closed, again = with_client(body)
    assert a.structured_content["verdict"] == "ok"
    assert b.structured_content["value"] == 42
    assert other.structured_content["value"] is False
    assert not reset.is_error and c.structured_content["value"] is False
    assert not closed.is_error and again.is_error


def test_bad_arguments_are_reported():
    async def body(s):
        return await s.call_tool("run_python", {"code": "1", "limits": {"speed": 1}})

    r = with_client(body)
    assert r.is_error and "unknown limit" in text_of(r)


def test_round_trip_time_is_reported():
    # Not an assertion on speed: prints the figure for the report.
    async def body(s):
        await s.call_tool("run_python", {"code": "1 + 1"})
        times = []
        for _ in range(50):
            t0 = time.perf_counter()
            await s.call_tool("run_python", {"code": "1 + 1"})
            times.append(time.perf_counter() - t0)
        times.sort()
        return times[len(times) // 2]

    median = with_client(body)
    print(f"\nMCP run_python round trip, median of 50: {median * 1e6:.0f} us")
