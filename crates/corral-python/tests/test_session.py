"""corral.Session: state across runs, variables, dump/load."""

import pytest

import corral


def test_state_persists_and_variables_cross():
    s = corral.Session()
    assert s.run("x = 20").ok
    assert s.run("x + 1").value == 21
    assert s["x"] == 20
    s["y"] = [1, 2]
    assert s.run("y.append(3)\ny").value == [1, 2, 3]
    assert s.get("missing", "dflt") == "dflt"
    with pytest.raises(KeyError):
        s["missing"]
    with pytest.raises(TypeError):
        s["z"] = object()
    assert "runs=3" in repr(s)


def test_session_with_functions_and_async():
    async def twice(v):
        return v * 2

    s = corral.Session(functions={"inc": lambda v: v + 1, "twice": twice}, inputs={"base": 10})
    assert s.run("inc(base)").value == 11
    assert s.run("import asyncio\nasync def m():\n    return await twice(base)\nasyncio.run(m())").value == 20


def test_dump_and_load_keep_state(other_process, tmp_path):
    s = corral.Session()
    s.run("def f(n):\n    return n * k\nk = 3")
    data = s.dump()
    s2 = corral.Session.load(data)
    assert s2.run("f(5)").value == 15
    path = tmp_path / "session.bin"
    path.write_bytes(data)
    out = other_process(f"""
        import corral
        s = corral.Session.load(open({str(path)!r}, 'rb').read())
        print(s.run('f(7)').value)
    """)
    assert out.returncode == 0, out.stderr.decode()
    assert out.stdout.decode().strip() == "21"


def test_signed_session_dump():
    s = corral.Session(snapshot_key=b"k")
    s.run("a = 1")
    data = s.dump()
    with pytest.raises(corral.SnapshotError):
        corral.Session.load(data)
    assert corral.Session.load(data, snapshot_key=b"k")["a"] == 1
    with pytest.raises(corral.SnapshotError):
        corral.Session.load(b"not a session")


def test_exhausted_session_is_cancelled():
    s = corral.Session(limits=corral.Limits(steps=1000))
    assert s.run("while True: pass").verdict == "resource_exhausted"
    assert s.run("1").verdict == "host_fault"


def test_session_suspends_and_resumes():
    s = corral.Session(suspend=["approve"])
    r = s.run("v = approve('x')\nv * 2")
    assert r.verdict == "suspended" and r.snapshot is None
    r = s.resume({r.pending[0].id: 21})
    assert r.value == 42 and s["v"] == 21


def test_closed_session():
    with corral.Session() as s:
        s.run("x = 1")
    with pytest.raises(RuntimeError):
        s.run("x")
