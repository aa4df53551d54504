"""corral: run untrusted Python in a sandbox with exact resource limits.

The program runs in corral's own interpreter (written in Rust, no CPython
inside), with the GIL released. It reaches nothing but what the host grants:
``inputs`` (values), ``functions`` (callables, plain or ``async def``), and a
virtual OS (``env``, ``seed``, ``clock``, ``tz``, in-memory ``files``,
``mounts``). Every run ends with a ``Result`` whose ``verdict`` says how.

>>> import corral
>>> corral.run("1 + 1").value
2
"""

from __future__ import annotations

import asyncio
import sys as _sys
import datetime as _dt
import inspect
from concurrent.futures import Future, ThreadPoolExecutor
from typing import (Any, Awaitable, Callable, Dict, Iterable, List, Mapping,
                    Optional, Sequence, Tuple, Union)

from . import _corral
from ._aio import answer_calls
from ._corral import Opaque, Program
from ._limits import Limits, LimitValue, limits_arg
from ._result import Call, Error, Frame, Isolation, Pending, Resource, Result, Usage

__all__ = [
    "run", "run_async", "compile", "resume", "Limits", "Result", "Session",
    "Pool", "Program", "Opaque", "Error", "Frame", "Resource", "Usage", "Call",
    "Pending", "SnapshotError", "LimitValue", "Isolation",
]

__version__ = "0.1.0"

Functions = Mapping[str, Callable[..., Any]]
Answers = Union[Mapping[int, Any], Sequence[Mapping[str, Any]]]
Clock = Union[str, float, int, _dt.datetime, None]


class SnapshotError(ValueError):
    """Snapshot bytes were refused: not a snapshot, damaged, of another
    version or kind, or signed with another key (or not signed when a key
    is required)."""


def _functions_arg(functions: Optional[Functions], suspend: Iterable[str],
                   suspend_async: Iterable[str]) -> List[Tuple[str, Any, str]]:
    out: List[Tuple[str, Any, str]] = []
    for name, f in (functions or {}).items():
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"function name {name!r} is not an identifier")
        if not callable(f):
            raise TypeError(f"function {name!r} is not callable")
        kind = "async" if inspect.iscoroutinefunction(f) else "sync"
        out.append((name, f, kind))
    for name in suspend:
        out.append((name, None, "suspend"))
    for name in suspend_async:
        out.append((name, None, "suspend_async"))
    return out


def _clock_arg(clock: Clock) -> Optional[float]:
    if clock == "real":
        return None
    if isinstance(clock, _dt.datetime):
        if clock.tzinfo is None:
            raise ValueError("clock: give an aware datetime (with a tzinfo)")
        return clock.timestamp()
    if isinstance(clock, (int, float)) and not isinstance(clock, bool):
        return float(clock)
    raise ValueError("clock: expected 'real', 'fixed', seconds since the epoch, or an aware datetime")


def _tz_arg(tz: Union[str, int, _dt.timedelta]) -> Tuple[int, str]:
    if isinstance(tz, _dt.timedelta):
        tz = int(tz.total_seconds())
    if isinstance(tz, int) and not isinstance(tz, bool):
        secs = tz
        name = None
    elif isinstance(tz, str):
        off, _, name = tz.partition(",")
        if off in ("Z", "UTC"):
            secs = 0
        else:
            sign = {"+": 1, "-": -1}.get(off[:1])
            h, _, m = off[1:].partition(":")
            if sign is None or not h.isdigit() or (m and not m.isdigit()):
                raise ValueError(f"tz: expected an offset like '+02:00' or '-05:30[,NAME]', got {tz!r}")
            secs = sign * (int(h) * 3600 + int(m or 0) * 60)
    else:
        raise TypeError("tz: expected an offset string like '+02:00', seconds, or a timedelta")
    if abs(secs) >= 24 * 3600:
        raise ValueError("tz: the offset must be less than 24 hours")
    if not name:
        a = abs(secs)
        name = "UTC" if secs == 0 else f"UTC{'-' if secs < 0 else '+'}{a // 3600:02}:{a % 3600 // 60:02}"
    return secs, name


def _os_arg(env: Optional[Mapping[str, str]], seed: Optional[int], clock: Clock,
            tz: Union[str, int, _dt.timedelta, None], files: Optional[Mapping[str, Union[bytes, str]]],
            mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None],
            cwd: Optional[str]) -> Optional[Dict[str, Any]]:
    os: Dict[str, Any] = {}
    if env is not None:
        os["env"] = [(str(k), str(v)) for k, v in env.items()]
    if seed is not None:
        os["seed"] = int(seed)
    if clock is not None and clock != "fixed":
        # "fixed" is the default: a fixed clock at the engine's epoch.
        os["clock"] = _clock_arg(clock)
    if tz is not None:
        os["tz"] = _tz_arg(tz)
    if files is not None:
        fl = []
        for path, data in files.items():
            if not path.startswith("/"):
                raise ValueError(f"files: guest path {path!r} must be absolute")
            fl.append((path, data.encode() if isinstance(data, str) else bytes(data)))
        os["files"] = fl
    if mounts is not None:
        ml = []
        items = mounts.items() if isinstance(mounts, Mapping) else mounts
        for m in items:
            guest, host, mode = (m[0], m[1], m[2] if len(m) > 2 else "ro")
            if not str(guest).startswith("/"):
                raise ValueError(f"mounts: guest path {guest!r} must be absolute")
            if mode not in ("ro", "rw"):
                raise ValueError(f"mounts: mode must be 'ro' or 'rw', got {mode!r}")
            ml.append((str(guest), str(host), mode == "rw"))
        os["mounts"] = ml
    if cwd is not None:
        os["cwd"] = cwd
    return os or None


def _key_arg(key: Union[bytes, str, None]) -> Optional[bytes]:
    if key is None:
        return None
    k = key.encode() if isinstance(key, str) else bytes(key)
    if not k:
        raise ValueError("snapshot_key: the key is empty")
    return k


def _answers_arg(answers: Answers) -> List[Tuple[int, bool, Any]]:
    """Answers as (id, ok, value or exception or (type, message))."""
    out: List[Tuple[int, bool, Any]] = []
    if isinstance(answers, Mapping):
        for call_id, v in answers.items():
            out.append((int(call_id), not isinstance(v, BaseException), v))
        return out
    for a in answers:
        if "ok" in a:
            out.append((int(a["id"]), True, a["ok"]))
        elif "error" in a:
            e = a["error"]
            out.append((int(a["id"]), False, (str(e.get("type", "RuntimeError")), str(e.get("message", "")))))
        else:
            raise ValueError(f"answer {a!r} has neither 'ok' nor 'error'")
    return out


def _snapshot_errors(f: Callable[[], Any]) -> Any:
    try:
        return f()
    except ValueError as e:
        if str(e).startswith("invalid snapshot"):
            raise SnapshotError(str(e)) from None
        raise


def run(
    program: Union[str, Program],
    *,
    inputs: Optional[Mapping[str, Any]] = None,
    functions: Optional[Functions] = None,
    suspend: Iterable[str] = (),
    suspend_async: Iterable[str] = (),
    limits: Union[Limits, Mapping[str, LimitValue], None] = None,
    env: Optional[Mapping[str, str]] = None,
    seed: Optional[int] = None,
    clock: Clock = None,
    tz: Union[str, int, _dt.timedelta, None] = None,
    files: Optional[Mapping[str, Union[bytes, str]]] = None,
    mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
    cwd: Optional[str] = None,
    filename: str = "main.py",
    snapshot_key: Union[bytes, str, None] = None,
) -> Result:
    """Run a program (source text or a ``corral.Program``) to its end.

    - ``inputs``: named values granted as globals (None, bool, int, float,
      str, bytes, list, tuple, dict, set); they do not count against memory.
    - ``functions``: callables the program may call by name. An ``async
      def`` one returns an awaitable in the program; the calls the program
      awaits together (``asyncio.gather``) run concurrently on the host. A
      function that raises raises the same exception type (builtin types by
      name, others as RuntimeError naming the type) in the program;
      KeyboardInterrupt cancels the run (raised here).
    - ``suspend`` / ``suspend_async``: names of functions whose calls
      suspend the run: the result has verdict ``suspended``, ``pending``
      calls and a ``snapshot`` to pass to ``corral.resume``.
    - ``limits``: a ``corral.Limits`` (or a dict of the same).
    - ``env``, ``seed``, ``clock`` (``"real"``, ``"fixed"``, seconds since
      the epoch or an aware datetime), ``tz`` (``"+02:00[,NAME]"``, seconds or
      a timedelta), ``files`` (in-memory files by absolute path), ``mounts``
      (``{guest_path: host_dir}`` read-only, or ``(guest, host, "ro"|"rw")``
      tuples), ``cwd``: the virtual OS.
    - ``snapshot_key``: sign a suspended run's snapshot (HMAC-SHA256);
      ``resume`` then needs the same key.

    The GIL is released while the program runs.
    """
    return _run_on(_corral.run, program, inputs=inputs, functions=functions, suspend=suspend,
                   suspend_async=suspend_async, limits=limits, env=env, seed=seed, clock=clock,
                   tz=tz, files=files, mounts=mounts, cwd=cwd, filename=filename,
                   snapshot_key=snapshot_key)


def _run_on(
    native: Callable[..., Dict[str, Any]],
    program: Union[str, Program],
    *,
    inputs: Optional[Mapping[str, Any]] = None,
    functions: Optional[Functions] = None,
    suspend: Iterable[str] = (),
    suspend_async: Iterable[str] = (),
    limits: Union[Limits, Mapping[str, LimitValue], None] = None,
    env: Optional[Mapping[str, str]] = None,
    seed: Optional[int] = None,
    clock: Clock = None,
    tz: Union[str, int, _dt.timedelta, None] = None,
    files: Optional[Mapping[str, Union[bytes, str]]] = None,
    mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
    cwd: Optional[str] = None,
    filename: str = "main.py",
    snapshot_key: Union[bytes, str, None] = None,
) -> Result:
    """``run`` on a native runner: in process, or a pool's workers."""
    d = native(
        program,
        inputs=dict(inputs) if inputs is not None else None,
        functions=_functions_arg(functions, suspend, suspend_async) if (functions or suspend or suspend_async) else None,
        limits=limits_arg(limits),  # type: ignore[arg-type]
        os=_os_arg(env, seed, clock, tz, files, mounts, cwd),
        filename=filename,
        snapshot_key=_key_arg(snapshot_key),
    )
    return Result._from(d)


def compile(program: str, *, limits: Union[Limits, Mapping[str, LimitValue], None] = None,
            filename: str = "main.py") -> Program:
    """Parse and compile once, to run many times (``corral.run(p, ...)``).
    A syntax error, or a program over ``program_bytes``/``ast_depth``,
    raises SyntaxError here."""
    return _corral.compile(program, limits_arg(limits), filename)  # type: ignore[arg-type]


def resume(
    snapshot: bytes,
    answers: Answers,
    *,
    functions: Optional[Functions] = None,
    suspend: Iterable[str] = (),
    suspend_async: Iterable[str] = (),
    limits: Union[Limits, Mapping[str, LimitValue], None] = None,
    env: Optional[Mapping[str, str]] = None,
    seed: Optional[int] = None,
    clock: Clock = None,
    tz: Union[str, int, _dt.timedelta, None] = None,
    mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
    snapshot_key: Union[bytes, str, None] = None,
) -> Result:
    """Continue a suspended run from its ``snapshot`` bytes — in this or
    another process — with ``answers`` to some or all of its pending calls:
    ``{call_id: value}`` (an exception instance as the value raises it at
    the call), or ``[{"id": 4, "ok": v}, {"id": 5, "error": {"type": "KeyError",
    "message": "k"}}]``. ``functions`` are granted again by name (those not
    given go on suspending). ``limits``, if given, replace the snapshot's.
    The run may suspend again. Bad, altered or wrongly signed bytes raise
    ``SnapshotError``; answers the run refuses raise ValueError."""
    return _resume_on(_corral.resume, snapshot, answers, functions=functions, suspend=suspend,
                      suspend_async=suspend_async, limits=limits, env=env, seed=seed,
                      clock=clock, tz=tz, mounts=mounts, snapshot_key=snapshot_key)


def _resume_on(
    native: Callable[..., Dict[str, Any]],
    snapshot: bytes,
    answers: Answers,
    *,
    functions: Optional[Functions] = None,
    suspend: Iterable[str] = (),
    suspend_async: Iterable[str] = (),
    limits: Union[Limits, Mapping[str, LimitValue], None] = None,
    env: Optional[Mapping[str, str]] = None,
    seed: Optional[int] = None,
    clock: Clock = None,
    tz: Union[str, int, _dt.timedelta, None] = None,
    mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
    snapshot_key: Union[bytes, str, None] = None,
) -> Result:
    """``resume`` on a native runner: in process, or a pool's workers."""
    d = _snapshot_errors(lambda: native(
        bytes(snapshot),
        _answers_arg(answers),
        functions=_functions_arg(functions, suspend, suspend_async),
        limits=limits_arg(limits),  # type: ignore[arg-type]
        os=_os_arg(env, seed, clock, tz, None, mounts, None),
        snapshot_key=_key_arg(snapshot_key),
    ))
    return Result._from(d)


async def run_async(
    program: Union[str, Program],
    *,
    inputs: Optional[Mapping[str, Any]] = None,
    functions: Optional[Functions] = None,
    suspend: Iterable[str] = (),
    suspend_async: Iterable[str] = (),
    limits: Union[Limits, Mapping[str, LimitValue], None] = None,
    env: Optional[Mapping[str, str]] = None,
    seed: Optional[int] = None,
    clock: Clock = None,
    tz: Union[str, int, _dt.timedelta, None] = None,
    files: Optional[Mapping[str, Union[bytes, str]]] = None,
    mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
    cwd: Optional[str] = None,
    filename: str = "main.py",
    snapshot_key: Union[bytes, str, None] = None,
) -> Result:
    """``run`` for asyncio code: the program runs on a thread of its own and
    its calls of ``async def`` functions are awaited on the caller's event
    loop (concurrently, for the calls the program gathers), so the loop is
    never blocked. Arguments as for ``run``. Cancelling the awaiting task
    ends the run at its next host call."""
    fns = dict(functions or {})
    runner = _corral.start_run(
        program,
        inputs=dict(inputs) if inputs is not None else None,
        functions=_functions_arg(fns, suspend, suspend_async),
        limits=limits_arg(limits),  # type: ignore[arg-type]
        os=_os_arg(env, seed, clock, tz, files, mounts, cwd),
        filename=filename,
        snapshot_key=_key_arg(snapshot_key),
    )
    loop = asyncio.get_running_loop()
    answers: Optional[List[Tuple[int, bool, Any]]] = None
    try:
        while True:
            kind, payload = await loop.run_in_executor(None, runner.step, answers)
            if kind == "done":
                return Result._from(payload)
            answers = await answer_calls([(i, fns[name], a, k) for (i, name, a, k) in payload])
    except BaseException:
        runner.cancel()
        raise


class Session:
    """State that persists across runs, like a REPL: ``s.run("x = 1")``,
    then ``s["x"]``; ``s["y"] = [1, 2]`` sets a variable. ``dump()`` gives
    the whole session as bytes and ``Session.load(data)`` restores it (in
    any process). The last expression's value of a run is ``value``. A run
    that exhausts a resource cancels the session (later runs report a
    host_fault). Keyword arguments as for ``run``. The session lives on a
    thread of its own; its methods may be called from any thread (one at a
    time)."""

    def __init__(
        self,
        *,
        inputs: Optional[Mapping[str, Any]] = None,
        functions: Optional[Functions] = None,
        suspend: Iterable[str] = (),
        suspend_async: Iterable[str] = (),
        limits: Union[Limits, Mapping[str, LimitValue], None] = None,
        env: Optional[Mapping[str, str]] = None,
        seed: Optional[int] = None,
        clock: Clock = None,
        tz: Union[str, int, _dt.timedelta, None] = None,
        files: Optional[Mapping[str, Union[bytes, str]]] = None,
        mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
        cwd: Optional[str] = None,
        snapshot_key: Union[bytes, str, None] = None,
        _snapshot: Optional[bytes] = None,
    ) -> None:
        snap = bytes(_snapshot) if _snapshot is not None else None
        self._core = _snapshot_errors(lambda: _corral.open_session(
            inputs=dict(inputs) if inputs is not None else None,
            functions=_functions_arg(functions, suspend, suspend_async),
            limits=limits_arg(limits),  # type: ignore[arg-type]
            os=_os_arg(env, seed, clock, tz, files, mounts, cwd),
            snapshot_key=_key_arg(snapshot_key),
            snapshot=snap,
        ))
        self._runs = 0

    @classmethod
    def load(cls, data: bytes, *, functions: Optional[Functions] = None,
             suspend: Iterable[str] = (), suspend_async: Iterable[str] = (),
             env: Optional[Mapping[str, str]] = None, seed: Optional[int] = None,
             clock: Clock = None, tz: Union[str, int, _dt.timedelta, None] = None,
             mounts: Union[Mapping[str, str], Iterable[Tuple[str, str, str]], None] = None,
             snapshot_key: Union[bytes, str, None] = None) -> "Session":
        """Restore a session from ``dump()`` bytes, granting ``functions``
        again. Bad or wrongly signed bytes raise ``SnapshotError``."""
        return cls(functions=functions, suspend=suspend, suspend_async=suspend_async,
                   env=env, seed=seed, clock=clock, tz=tz, mounts=mounts,
                   snapshot_key=snapshot_key, _snapshot=data)

    def run(self, code: str) -> Result:
        """Run more code in the session."""
        self._runs += 1
        return Result._from(self._core.run(code))

    def resume(self, answers: Answers) -> Result:
        """Continue a run of this session that suspended (see ``corral.resume``)."""
        return Result._from(self._core.resume(_answers_arg(answers)))

    def __getitem__(self, name: str) -> Any:
        return self._core.get(name)

    def __setitem__(self, name: str, value: Any) -> None:
        self._core.set(name, value)

    def get(self, name: str, default: Any = None) -> Any:
        """A variable's value, or ``default`` when it is not set."""
        try:
            return self._core.get(name)
        except KeyError:
            return default

    def dump(self) -> bytes:
        """The session as bytes (signed when the session has a snapshot_key)."""
        return bytes(self._core.dump())

    def close(self) -> None:
        """End the session (its thread); later calls raise RuntimeError."""
        self._core.close()

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<corral.Session runs={self._runs}>"


class Pool:
    """Runs programs on ``size`` warm worker processes, each held by the
    operating system: no new privileges, rlimits (address space
    ``hard_memory``, CPU), new user and network namespaces where the kernel
    allows, a Landlock ruleset granting no file access and a seccomp filter
    (``pool.layers`` names those armed). A run whose program escapes the
    interpreter's own limits is stopped by these (``hard_time`` is a wall
    ceiling on any run); a worker that dies is replaced, and the run reports
    ``host_fault`` or ``resource_exhausted`` (``result.isolation``).

    Host functions, ``async def`` ones included, are called here, in this
    process, as for ``corral.run``. ``pool.run(...)`` and ``pool.resume(...)``
    take the arguments of ``corral.run`` and ``corral.resume``;
    ``pool.submit(...)`` returns a ``concurrent.futures.Future``.

    ``isolated=False`` runs on threads of this process instead, protected
    only by the interpreter's limits (faster to start, no OS layer).
    """

    def __init__(self, size: int = 4, *, isolated: bool = True,
                 hard_memory: Optional[int] = None, hard_time: Optional[float] = None,
                 max_runs: Optional[int] = None) -> None:
        if size < 1:
            raise ValueError("size must be at least 1")
        self.size = size
        self.isolated = isolated
        self._core: Optional[_corral.WorkerPool] = None
        if isolated:
            self._core = _corral.WorkerPool(size, _sys.executable, _worker_args(), hard_memory,
                                            hard_time, max_runs)
        elif hard_memory is not None or hard_time is not None or max_runs is not None:
            raise ValueError("hard_memory, hard_time and max_runs apply to isolated pools")
        self._ex = ThreadPoolExecutor(size, thread_name_prefix="corral-pool")
        self._closed = False

    @property
    def layers(self) -> List[str]:
        """The operating system's layers the workers armed ([] for threads)."""
        return self._core.layers if self._core is not None else []

    def _run(self, program: Union[str, Program], **kwargs: Any) -> Result:
        if self._closed:
            raise RuntimeError("the pool is closed")
        if self._core is None:
            return run(program, **kwargs)
        return _run_on(self._core.run, program, **kwargs)

    def submit(self, program: Union[str, Program], **kwargs: Any) -> "Future[Result]":
        """Start a run; its Future gives the Result."""
        return self._ex.submit(self._run, program, **kwargs)

    def run(self, program: Union[str, Program], **kwargs: Any) -> Result:
        """Run on a worker and wait for the Result."""
        if self._core is not None:
            # The worker pool bounds and queues its callers itself: no hop
            # through the executor (about 100 µs).
            return self._run(program, **kwargs)
        return self.submit(program, **kwargs).result()

    def resume(self, snapshot: bytes, answers: Answers, **kwargs: Any) -> Result:
        """``corral.resume`` on a worker."""
        if self._core is None:
            return self._ex.submit(resume, snapshot, answers, **kwargs).result()
        if self._closed:
            raise RuntimeError("the pool is closed")
        return _resume_on(self._core.resume, snapshot, answers, **kwargs)

    def map(self, programs: Iterable[Union[str, Program]], **kwargs: Any) -> List[Result]:
        """Run several programs (same arguments) in parallel, results in order."""
        futures = [self.submit(p, **kwargs) for p in programs]
        return [f.result() for f in futures]

    def close(self) -> None:
        """Wait for the runs in progress and stop the workers."""
        self._closed = True
        self._ex.shutdown(wait=True)
        if self._core is not None:
            self._core.close()

    def __enter__(self) -> "Pool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self._core is None:
            return f"<corral.Pool size={self.size} (threads, not isolated)>"
        return f"<corral.Pool size={self.size} isolated layers={','.join(self.layers)}>"


# A worker is this package's extension module in a Python started bare
# (-I -S): it is loaded from its file, without importing the package, and
# its `_worker` arms the process and serves runs on stdin.
_WORKER_BOOT = (
    "import sys, importlib.util as u\n"
    "s = u.spec_from_file_location('corral._corral', sys.argv[1])\n"
    "m = u.module_from_spec(s)\n"
    "s.loader.exec_module(m)\n"
    "m._worker(sys.argv[3:])\n"
)


def _worker_args() -> List[str]:
    return ["-I", "-S", "-c", _WORKER_BOOT, _corral.__file__]
