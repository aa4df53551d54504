"""corral.run: values, output, errors, limits, compile, results."""

import math

import pytest

import corral


def test_one_plus_one():
    r = corral.run("1 + 1")
    assert r.verdict == "ok" and r.ok
    assert r.value == 2
    assert r.value_repr == "2"
    assert r.error is None and r.resource is None and r.snapshot is None
    assert r.usage.steps > 0
    assert "corral.Result ok value=2" in repr(r)


@pytest.mark.parametrize("value", [
    None, True, False, 0, -7, 2**63 - 1, 2**100, -(2**70), 1.5, math.inf, "", "héllo ✓",
    b"\x00\xff", [1, [2, [3]]], (1, "a"), {"k": [1, 2], 3: None}, {1, 2, 3},
    {"nested": ({"x": (1.0, b"y")},)},
])
def test_inputs_come_back_unchanged(value):
    r = corral.run("x", inputs={"x": value})
    assert r.verdict == "ok", r
    assert r.value == value
    assert type(r.value) is type(value)


def test_frozenset_and_bytearray_enter_as_set_and_bytes():
    r = corral.run("(type(a).__name__, type(b).__name__)",
                   inputs={"a": frozenset([1]), "b": bytearray(b"hi")})
    assert r.value == ("set", "bytes")


def test_guest_values_without_python_equivalent_are_opaque():
    r = corral.run("class P:\n    def __repr__(self): return 'P()'\nP()")
    assert isinstance(r.value, corral.Opaque)
    assert r.value.type_name == "P" and r.value.repr == "P()"
    assert "P()" in repr(r.value)


def test_stdout_and_stderr():
    r = corral.run("import sys\nprint('out')\nprint('err', file=sys.stderr)")
    assert (r.stdout, r.stderr) == ("out\n", "err\n")


def test_uncaught_exception_is_an_error_verdict():
    r = corral.run("def f():\n    return 1 / 0\nf()")
    assert r.verdict == "error"
    assert r.error.type == "ZeroDivisionError"
    assert r.error.message == "division by zero"
    assert [f.line for f in r.error.traceback] == [3, 2]
    assert r.error.formatted.endswith("ZeroDivisionError: division by zero\n")
    assert "ZeroDivisionError" in repr(r)


def test_syntax_error_is_an_error_verdict():
    r = corral.run("def (:")
    assert r.verdict == "error" and r.error.type == "SyntaxError"


def test_the_sandbox_has_no_way_out():
    r = corral.run("import os\nos.listdir('/')")
    assert r.verdict in ("ok", "error")
    if r.verdict == "ok":
        assert r.value == ["tmp"]  # the virtual filesystem only
    r = corral.run("open('/etc/passwd').read()")
    assert r.verdict == "error" and r.error.type in ("FileNotFoundError", "PermissionError")


@pytest.mark.parametrize("limits,name", [
    (corral.Limits(steps="10k"), "steps"),
    (corral.Limits(time="100ms"), "time"),
    (corral.Limits(memory="1MiB"), "memory"),
    ({"output_bytes": 100}, "output_bytes"),
])
def test_limits_end_the_run(limits, name):
    code = {"steps": "while True: pass", "time": "while True: pass",
            "memory": "x = []\nwhile True: x.append('a' * 1000)",
            "output_bytes": "while True: print('spam')"}[name]
    r = corral.run(code, limits=limits)
    assert r.verdict == "resource_exhausted", r
    assert r.resource.limit == name
    assert r.resource.used > r.resource.max or name == "time"


def test_stack_depth_is_recursion_error_then_exhausted():
    r = corral.run("def f(n): return f(n + 1)\nf(0)", limits=corral.Limits(stack_depth=50))
    assert r.verdict == "resource_exhausted"
    assert r.resource.limit == "stack_depth" and r.resource.max == 50


def test_a_program_just_under_the_step_limit_runs():
    used = corral.run("sum(range(100))").usage.steps
    assert corral.run("sum(range(100))", limits=corral.Limits(steps=used)).ok
    assert corral.run("sum(range(100))", limits=corral.Limits(steps=used - 1)).verdict == "resource_exhausted"


def test_limits_parse_units_and_none():
    l = corral.Limits(time="2s", memory="64MiB", steps="10k", cpu_time="500ms", host_calls="none")
    assert l.as_dict() == {"time": 2000.0, "cpu_time": 500.0, "steps": 10000,
                           "memory": 64 << 20, "host_calls": None}
    assert "time=2000.0" in repr(l)
    assert corral.Limits.from_dict({"parallel": 2}) == corral.Limits(parallel=2)
    for bad in [dict(time="2 parsecs"), dict(memory="-1"), dict(steps=-1), dict(steps=True)]:
        with pytest.raises((ValueError, TypeError)):
            corral.Limits(**bad)
    with pytest.raises(ValueError):
        corral.Limits.from_dict({"speed": 1})
    # None disables a limit.
    r = corral.run("x = 0\nfor i in range(10**5): x += i\nx", limits=corral.Limits(steps=None, time=None))
    assert r.ok


def test_compile_once_run_many_times():
    p = corral.compile("n * 2")
    assert "n * 2" in repr(p) and p.source == "n * 2"
    assert [corral.run(p, inputs={"n": i}).value for i in range(3)] == [0, 2, 4]
    with pytest.raises(SyntaxError):
        corral.compile("def (:")
    with pytest.raises(SyntaxError):
        corral.compile("x = 1\n" * 100, limits={"program_bytes": 10})


def test_virtual_os():
    code = """
import os, random, time, datetime
with open('/data/in.txt') as f:
    data = f.read()
with open('/tmp/out.txt', 'w') as f:
    f.write('written')
(os.environ.get('MODE'), data, random.random(), time.time(), time.tzname[0], os.getcwd(),
 open('/tmp/out.txt').read())
"""
    kw = dict(env={"MODE": "test"}, seed=7, clock=1_000_000.0, tz="+02:00,CEST",
              files={"/data/in.txt": "hello"}, cwd="/data")
    a = corral.run(code, **kw)
    assert a.ok, a.error
    mode, data, rnd, now, tzname, cwd, out = a.value
    assert (mode, data, now, tzname, cwd, out) == ("test", "hello", 1_000_000.0, "CEST", "/data", "written")
    assert corral.run(code, **kw).value[2] == rnd  # the seed makes it deterministic
    assert corral.run(code, **{**kw, "seed": 8}).value[2] != rnd


def test_mounts_are_confined(tmp_path):
    (tmp_path / "a.txt").write_text("mounted")
    r = corral.run("open('/m/a.txt').read()", mounts={"/m": str(tmp_path)})
    assert r.value == "mounted"
    r = corral.run("open('/m/../../etc/passwd').read()", mounts={"/m": str(tmp_path)})
    assert r.verdict == "error"
    r = corral.run("open('/m/b.txt', 'w').write('x')", mounts={"/m": str(tmp_path)})
    assert r.verdict == "error" and r.error.type in ("PermissionError", "OSError")
    r = corral.run("open('/m/b.txt', 'w').write('x')", mounts=[("/m", str(tmp_path), "rw")])
    assert r.ok and (tmp_path / "b.txt").read_text() == "x"


def test_bad_arguments_are_refused_before_running():
    class Thing:
        pass
    with pytest.raises(TypeError, match="Thing"):
        corral.run("x", inputs={"x": Thing()})
    cyclic = []
    cyclic.append(cyclic)
    with pytest.raises(ValueError, match="deeper"):
        corral.run("x", inputs={"x": cyclic})
    with pytest.raises(TypeError):
        corral.run(b"1 + 1")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        corral.run("1", files={"relative.txt": b""})
    with pytest.raises(ValueError):
        corral.run("1", tz="nowhere")
    with pytest.raises(TypeError):
        corral.run("1", functions={"f": 3})  # type: ignore[dict-item]
