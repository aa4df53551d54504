"""corral.Pool: runs in warm worker processes held by the operating system."""

import asyncio
import os

import pytest

import corral


@pytest.fixture(scope="module")
def pool():
    with corral.Pool(size=2) as p:
        yield p


def test_workers_are_armed(pool):
    # Always available, whatever the kernel allows for namespaces.
    for layer in ("no_new_privs", "parent_death_signal", "rlimits", "seccomp"):
        assert layer in pool.layers
    assert "isolated" in repr(pool)
    r = pool.run("1 + 1")
    assert r.verdict == "ok" and r.value == 2
    assert r.isolation is not None
    assert r.isolation.layers == pool.layers
    assert not r.isolation.enforced_by_os
    # In process there is no outer layer to report.
    assert corral.run("1").isolation is None


def test_the_worker_is_another_process_without_the_hosts_reach(pool):
    r = pool.run("import os\nos.getpid(), os.listdir('/')", env={"HOME": "/guest"})
    assert r.ok, r
    # The guest sees the virtual OS, never the worker's real one.
    assert r.value[0] != os.getpid()
    assert pool.run("import os\nos.environ.get('HOME')", env={"HOME": "/guest"}).value == "/guest"


def test_inputs_values_and_output(pool):
    r = pool.run("print('hi', n)\n{'sum': sum(xs), 'b': data, 't': (1, 2)}",
                 inputs={"n": 3, "xs": [1, 2, 3], "data": b"\x00\x01"})
    assert r.stdout == "hi 3\n"
    assert r.value == {"sum": 6, "b": b"\x00\x01", "t": (1, 2)}


def test_host_functions_are_answered_in_this_process(pool):
    calls = []

    def lookup(key, default=None):
        calls.append(key)
        return {"a": 1}.get(key, default)

    r = pool.run("lookup('a') + lookup('b', default=10)", functions={"lookup": lookup})
    assert r.value == 11
    assert calls == ["a", "b"]
    assert [c.function for c in r.trace] == ["lookup", "lookup"]


def test_a_host_function_that_raises_raises_in_the_program(pool):
    def boom():
        raise KeyError("missing")

    r = pool.run("try:\n    boom()\nexcept KeyError as e:\n    print('caught', e)\nboom()",
                 functions={"boom": boom})
    assert r.stdout == "caught 'missing'\n"
    assert r.verdict == "error" and r.error.type == "KeyError"
    assert r.trace[0].outcome == "error"


def test_async_host_functions_are_gathered(pool):
    async def fetch(i):
        await asyncio.sleep(0.05)
        return i * 10

    code = ("import asyncio\n"
            "async def main():\n"
            "    return await asyncio.gather(fetch(1), fetch(2), fetch(3))\n"
            "asyncio.run(main())")
    r = pool.run(code, functions={"fetch": fetch})
    assert r.verdict == "ok", r
    assert r.value == [10, 20, 30]
    assert len(r.trace) == 3


def test_suspend_and_resume_in_a_worker_and_in_process(pool):
    r = pool.run("x = approve('deploy')\nprint('got', x)\nx * 2", suspend=["approve"],
                 snapshot_key=b"secret")
    assert r.verdict == "suspended"
    assert r.pending[0].function == "approve"
    # The snapshot is signed: resuming without the key is refused.
    with pytest.raises(corral.SnapshotError):
        pool.resume(r.snapshot, {r.pending[0].id: 1})
    done = pool.resume(r.snapshot, {r.pending[0].id: 21}, snapshot_key=b"secret")
    assert done.verdict == "ok" and done.value == 42 and done.stdout == "got 21\n"
    # The same bytes resume in process too, and an in-process snapshot in a worker.
    assert corral.resume(r.snapshot, {r.pending[0].id: 5}, snapshot_key=b"secret").value == 10
    r2 = corral.run("approve(1) + 1", suspend=["approve"])
    assert pool.resume(r2.snapshot, {r2.pending[0].id: 1}).value == 2


def test_hostile_snapshot_bytes_are_refused(pool):
    for bad in (b"", b"not a snapshot", os.urandom(4096)):
        with pytest.raises(corral.SnapshotError):
            pool.resume(bad, {1: 1})
    good = pool.run("f(1)", suspend=["f"]).snapshot
    flipped = bytearray(good)
    flipped[len(flipped) // 2] ^= 0xFF
    with pytest.raises((corral.SnapshotError, ValueError)):
        pool.resume(bytes(flipped), {1: 1})
    assert pool.run("2 + 2").value == 4


def test_interpreter_limits_still_apply(pool):
    r = pool.run("while True: pass", limits={"time": "100ms"})
    assert r.verdict == "resource_exhausted" and r.resource.limit == "time"
    assert not r.isolation.enforced_by_os
    r = pool.run("x = bytearray(100 * 2**20)", limits={"memory": "1MiB"})
    assert r.verdict == "resource_exhausted" and r.resource.limit == "memory"
    assert pool.run("1").value == 1


def test_the_hard_time_ceiling_fires_and_the_pool_goes_on():
    with corral.Pool(size=1, hard_time=0.3) as p:
        r = p.run("while True: pass", limits={"time": "30s"})
        assert r.verdict == "resource_exhausted", r
        assert r.resource.limit == "time"
        assert r.isolation.enforced_by_os
        assert "enforced_by=os" in repr(r)
        # The killed worker was replaced.
        assert p.run("3 * 3").value == 9


def test_the_hard_memory_ceiling_fires_and_the_pool_goes_on():
    # No interpreter memory limit: only the address-space rlimit stands.
    with corral.Pool(size=1, hard_memory=400 << 20) as p:
        r = p.run("x = bytearray(1024 * 2**20)\nlen(x)", limits={"memory": None})
        assert r.verdict == "resource_exhausted", r
        assert r.resource.limit == "memory"
        assert r.isolation.enforced_by_os
        # Just under the ceiling runs.
        assert p.run("len(bytearray(50 * 2**20))", limits={"memory": None}).value == 50 * 2**20


def test_many_runs_in_parallel_from_threads(pool):
    rs = pool.map([f"sum(range({n}))" for n in range(20)])
    assert [r.value for r in rs] == [sum(range(n)) for n in range(20)]
    fut = pool.submit("x * 2", inputs={"x": 21})
    assert fut.result().value == 42


def test_compiled_programs_run_in_workers(pool):
    prog = corral.compile("n * n")
    assert pool.run(prog, inputs={"n": 12}).value == 144


def test_bad_arguments():
    with pytest.raises(ValueError):
        corral.Pool(size=0)
    with pytest.raises(ValueError):
        corral.Pool(size=1, hard_time=-1)
    with pytest.raises(ValueError):
        corral.Pool(size=1, isolated=False, hard_time=1)


def test_a_closed_pool_refuses_runs():
    p = corral.Pool(size=1)
    assert p.run("1").value == 1
    p.close()
    with pytest.raises(RuntimeError):
        p.run("1")
