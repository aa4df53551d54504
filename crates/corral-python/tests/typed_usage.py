"""Not a test module: checked by mypy --strict in test.sh, so the stubs and
annotations the wheel ships are what a type checker accepts."""

import asyncio

import corral


async def fetch(url: str) -> str:
    return url


def use() -> int:
    r: corral.Result = corral.run("1 + 1", limits=corral.Limits(time="2s", memory="64MiB"),
                                  functions={"fetch": fetch}, env={"A": "b"}, seed=1)
    p: corral.Program = corral.compile("x")
    r2 = corral.run(p, inputs={"x": [1, 2]}, suspend=["approve"], snapshot_key=b"k")
    if r2.snapshot is not None:
        corral.resume(r2.snapshot, {r2.pending[0].id: True}, snapshot_key=b"k")
    s = corral.Session()
    s["y"] = 1
    s.run("y + 1")
    data: bytes = s.dump()
    corral.Session.load(data)
    r3 = asyncio.run(corral.run_async("1"))
    with corral.Pool(size=2, hard_time=5.0, hard_memory=512 << 20) as pool:
        r4 = pool.run("1")
        layers: list[str] = pool.layers
        if r4.isolation is not None and r4.isolation.enforced_by_os:
            layers = r4.isolation.layers
        if r2.snapshot is not None:
            pool.resume(r2.snapshot, {1: True}, snapshot_key=b"k")
    with corral.Pool(size=1, isolated=False) as threads:
        threads.map(["1", "2"])
    steps: int = r.usage.steps + r3.usage.steps
    return steps
