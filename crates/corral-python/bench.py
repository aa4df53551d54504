"""Per-call cost of corral.run from Python (median of repeated timeit
batches), and of a compiled program. Prints figures; asserts nothing.

    python bench.py            # with the corral wheel installed
"""

import statistics
import timeit

import corral


def median_us(stmt, number=2000, repeat=15, setup="pass", globals=None):
    times = timeit.repeat(stmt, setup=setup, number=number, repeat=repeat, globals=globals)
    return statistics.median(t / number for t in times) * 1e6


def main():
    g = {"corral": corral, "p": corral.compile("1 + 1"), "f": {"f": lambda: 1}}
    cases = [
        ("corral.run('1 + 1')", "corral.run('1 + 1')"),
        ("corral.run(compiled '1 + 1')", "corral.run(p)"),
        ("corral.run('f()', functions=...)", "corral.run('f()', functions=f)"),
    ]
    for label, stmt in cases:
        print(f"{label:34} {median_us(stmt, globals=g):8.2f} us/call")
    # Isolated workers: the round trip through a warm worker process, from
    # this thread (`_core.run`) and through the pool's executor (`run`).
    with corral.Pool(size=1) as pool:
        g["pool"] = pool
        for label, stmt in [("Pool core run('1 + 1')", "pool._core.run('1 + 1')"),
                            ("Pool.run('1 + 1')", "pool.run('1 + 1')")]:
            print(f"{label:34} {median_us(stmt, number=500, globals=g):8.2f} us/call")
    mcp_round_trip()
    # The closest peer, when installed (pip install pydantic-monty): it
    # always runs in worker subprocesses.
    try:
        import pydantic_monty
    except ImportError:
        return
    with pydantic_monty.Monty() as monty, monty.checkout() as session:
        g["session"] = session
        session.feed_run("1 + 1")
        label = "pydantic-monty feed_run('1 + 1')"
        us = median_us("session.feed_run('1 + 1')", number=500, globals=g)
        print(f"{label:34} {us:8.2f} us/call")


def mcp_round_trip(n=300):
    """A `run_python` tool call through the official MCP client SDK to
    `corral mcp` (CORRAL_BIN), median of n calls."""
    import asyncio
    import os
    import time
    try:
        from mcp import ClientSession, StdioServerParameters
        from mcp.client.stdio import stdio_client
    except ImportError:
        return
    exe = os.environ.get("CORRAL_BIN")
    if not exe:
        return

    async def main():
        params = StdioServerParameters(command=exe, args=["mcp"])
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as s:
                await s.initialize()
                times = []
                for _ in range(n):
                    t = time.perf_counter()
                    await s.call_tool("run_python", {"code": "1 + 1"})
                    times.append(time.perf_counter() - t)
                return statistics.median(times) * 1e6

    label = "MCP run_python('1 + 1') round trip"
    print(f"{label:34} {asyncio.run(main()):8.2f} us/call")


if __name__ == "__main__":
    main()
