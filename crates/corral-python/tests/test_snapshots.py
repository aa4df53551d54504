"""Suspend, snapshot, resume — in this process and another; signing;
hostile bytes."""

import random
import sys

import pytest

import corral

CODE = """
total = 0
for item in items:
    ok = approve(item, amount=len(item))
    if ok:
        total += len(item)
total
"""


def test_suspend_and_resume_in_process():
    r = corral.run(CODE, inputs={"items": ["ab", "cde"]}, suspend=["approve"])
    assert r.verdict == "suspended"
    [p] = r.pending
    assert (p.function, p.args, p.kwargs) == ("approve", ("ab",), {"amount": 2})
    assert isinstance(r.snapshot, bytes)
    assert "pending=[approve#" in repr(r)
    r = corral.resume(r.snapshot, {p.id: True})
    assert r.verdict == "suspended" and r.pending[0].args == ("cde",)
    r = corral.resume(r.snapshot, [{"id": r.pending[0].id, "ok": False}])
    assert r.ok and r.value == 2
    assert [c.outcome for c in r.trace] == ["ok", "ok"]


def test_resume_with_an_exception():
    r = corral.run("try:\n    approve()\nexcept PermissionError as e:\n    m = str(e)\nm", suspend=["approve"])
    r2 = corral.resume(r.snapshot, {r.pending[0].id: PermissionError("denied by Bob")})
    assert r2.value == "denied by Bob"
    r3 = corral.resume(r.snapshot, [{"id": r.pending[0].id, "error": {"type": "PermissionError", "message": "no"}}])
    assert r3.value == "no"


def test_resume_in_another_process(other_process, tmp_path):
    r = corral.run(CODE, inputs={"items": ["abcd"]}, suspend=["approve"])
    path = tmp_path / "snap.bin"
    path.write_bytes(r.snapshot)
    done = other_process(f"""
        import corral, sys
        snap = open({str(path)!r}, 'rb').read()
        r = corral.resume(snap, {{{r.pending[0].id}: True}})
        print(r.verdict, r.value, [c.function for c in r.trace])
    """)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().strip() == "ok 4 ['approve']"


def test_signed_snapshots_need_their_key():
    r = corral.run("approve() + 1", suspend=["approve"], snapshot_key=b"s3cret")
    call = {r.pending[0].id: 1}
    with pytest.raises(corral.SnapshotError, match="key is required"):
        corral.resume(r.snapshot, call)
    with pytest.raises(corral.SnapshotError, match="bad signature"):
        corral.resume(r.snapshot, call, snapshot_key=b"guess")
    forged = bytearray(r.snapshot)
    forged[-1] ^= 0x01
    with pytest.raises(corral.SnapshotError):
        corral.resume(bytes(forged), call, snapshot_key=b"s3cret")
    assert corral.resume(r.snapshot, call, snapshot_key="s3cret").value == 2
    unsigned = corral.run("approve() + 1", suspend=["approve"])
    with pytest.raises(corral.SnapshotError, match="not signed"):
        corral.resume(unsigned.snapshot, {unsigned.pending[0].id: 1}, snapshot_key=b"s3cret")
    with pytest.raises(ValueError):
        corral.run("1", snapshot_key=b"")


def test_hostile_snapshot_bytes_fail_cleanly():
    r = corral.run(CODE, inputs={"items": ["x" * 10, "y"]}, suspend=["approve"])
    snap = r.snapshot
    rng = random.Random(1234)
    bad = [b"", b"garbage", snap[:40], snap[: len(snap) // 2], snap + b"\x00"]
    for _ in range(150):
        b = bytearray(snap)
        for _ in range(rng.randint(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        bad.append(bytes(b))
    for b in bad:
        try:
            out = corral.resume(b, {1: True})
        except (corral.SnapshotError, ValueError):
            continue
        # A mutation the checksum cannot see must still end cleanly.
        assert out.verdict in ("ok", "error", "suspended", "host_fault", "resource_exhausted")


def test_answers_the_run_refuses():
    r = corral.run("approve()", suspend=["approve"])
    with pytest.raises(ValueError):
        corral.resume(r.snapshot, {999: True})
    with pytest.raises(ValueError):
        corral.resume(r.snapshot, [{"id": r.pending[0].id}])
    with pytest.raises(TypeError):
        corral.resume(r.snapshot, {r.pending[0].id: object()})


def test_resume_may_impose_limits():
    r = corral.run("approve()\nwhile True: pass", suspend=["approve"], limits=corral.Limits(time=None))
    r2 = corral.resume(r.snapshot, {r.pending[0].id: 1}, limits=corral.Limits(steps=1000))
    assert r2.verdict == "resource_exhausted" and r2.resource.limit == "steps"


def test_functions_are_granted_again_on_resume():
    r = corral.run("a = approve()\nfetch(a)", suspend=["approve"], functions={"fetch": lambda x: x * 3})
    # Not given again: fetch suspends too.
    r2 = corral.resume(r.snapshot, {r.pending[0].id: 2})
    assert r2.verdict == "suspended" and r2.pending[0].function == "fetch"
    r3 = corral.resume(r.snapshot, {r.pending[0].id: 2}, functions={"fetch": lambda x: x * 3})
    assert r3.value == 6


def test_snapshot_of_a_gather_with_a_suspending_call():
    async_code = """
import asyncio
async def main():
    return await asyncio.gather(fetch(1), approve_async('go'))
asyncio.run(main())
"""

    async def fetch(x):
        return x + 1

    r = corral.run(async_code, functions={"fetch": fetch}, suspend_async=["approve_async"])
    assert r.verdict == "suspended"
    assert [p.function for p in r.pending] == ["approve_async"]
    r2 = corral.resume(r.snapshot, {r.pending[0].id: "yes"}, functions={"fetch": fetch})
    assert r2.value == [2, "yes"]


def test_snapshot_survives_sys_modules_reload():
    # The snapshot is plain bytes: no reference to this interpreter's objects.
    r = corral.run("approve()", suspend=["approve"])
    assert b"CORRAL" in r.snapshot[:16]
    assert sys.getsizeof(r.snapshot) > 0
