"""The result of a run and its parts, as plain Python objects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple


@dataclass(frozen=True)
class Frame:
    """One line of a traceback."""

    file: str
    line: int
    name: str


@dataclass(frozen=True)
class Error:
    """An uncaught Python exception in the program."""

    type: str
    message: str
    traceback: List[Frame] = field(default_factory=list)
    #: CPython-style traceback text, ending with ``Type: message``.
    formatted: str = ""

    def __str__(self) -> str:
        return f"{self.type}: {self.message}"


@dataclass(frozen=True)
class Resource:
    """The limit a run exhausted: its name, maximum and the amount used."""

    limit: str
    max: int
    used: int


@dataclass(frozen=True)
class Isolation:
    """The operating system's layers around a run in a ``corral.Pool`` worker."""

    #: The layers the worker armed (no_new_privs, rlimits, seccomp, …).
    layers: List[str]
    #: The Landlock ABI the kernel offered (0: none).
    landlock_abi: int = 0
    #: Why a best-effort layer did not arm.
    notes: List[str] = field(default_factory=list)
    #: The outer layer, not the interpreter, stopped the run.
    enforced_by_os: bool = False


@dataclass(frozen=True)
class Usage:
    """What a run spent."""

    steps: int = 0
    wall_ms: float = 0.0
    cpu_ms: float = 0.0
    peak_memory_bytes: int = 0
    allocations: int = 0
    output_bytes: int = 0
    max_stack_depth: int = 0
    host_calls: int = 0
    baseline_bytes: int = 0


@dataclass(frozen=True)
class Call:
    """One entry of the capability ledger: a host call the program made."""

    seq: int
    id: int
    function: str
    args: Tuple[Any, ...]
    kwargs: Dict[str, Any]
    #: ok, error, denied, pending or cancelled.
    outcome: str
    result: Any = None
    #: (type, message) when the call raised.
    error: Optional[Tuple[str, str]] = None
    result_bytes: int = 0
    ms: float = 0.0


@dataclass(frozen=True)
class Pending:
    """A call a suspended run waits for; answer it by ``id``."""

    id: int
    function: str
    args: Tuple[Any, ...]
    kwargs: Dict[str, Any]


class Result:
    """The outcome of a run.

    ``verdict`` is ``"ok"``, ``"error"``, ``"resource_exhausted"``,
    ``"suspended"`` or ``"host_fault"``; ``value`` is the final expression's
    value (a native Python value); ``error``, ``resource``, ``pending`` and
    ``snapshot`` are set for the verdicts they belong to; ``trace`` is the
    capability ledger, whatever the verdict.
    """

    # The native layer's dict, read on demand: a caller that only wants the
    # value does not pay for building the usage, the ledger and the rest.
    __slots__ = ("_d", "_cache")

    _d: Dict[str, Any]
    _cache: Dict[str, Any]

    @classmethod
    def _from(cls, d: Dict[str, Any]) -> "Result":
        r = cls.__new__(cls)
        r._d = d
        r._cache = {}
        return r

    @property
    def verdict(self) -> str:
        """ok, error, resource_exhausted, suspended or host_fault."""
        v: str = self._d["verdict"]
        return v

    @property
    def value(self) -> Any:
        """The final expression's value (None when there is none)."""
        return self._d["value"]

    @property
    def value_repr(self) -> Optional[str]:
        """The guest's repr of the final expression's value."""
        v: Optional[str] = self._d["value_repr"]
        return v

    @property
    def stdout(self) -> str:
        """What the program printed."""
        v: str = self._d["stdout"]
        return v

    @property
    def stderr(self) -> str:
        """What the program wrote to stderr."""
        v: str = self._d["stderr"]
        return v

    @property
    def fault(self) -> Optional[str]:
        """Verdict host_fault: what went wrong."""
        v: Optional[str] = self._d["fault"]
        return v

    @property
    def snapshot(self) -> Optional[bytes]:
        """Verdict suspended (of ``run``/``resume``): the run as bytes."""
        v: Optional[bytes] = self._d["snapshot"]
        return v

    @property
    def error(self) -> Optional[Error]:
        """The uncaught exception (verdict error, or a RecursionError that
        exhausted stack_depth)."""
        if "error" not in self._cache:
            e = self._d["error"]
            self._cache["error"] = None if e is None else Error(
                e["type"], e["message"], [Frame(**f) for f in e["traceback"]], e["formatted"])
        err: Optional[Error] = self._cache["error"]
        return err

    @property
    def resource(self) -> Optional[Resource]:
        """Verdict resource_exhausted: the limit, its maximum and the amount used."""
        x = self._d["resource"]
        return None if x is None else Resource(x["limit"], x["max"], x["used"])

    @property
    def usage(self) -> Usage:
        """What the run spent."""
        if "usage" not in self._cache:
            self._cache["usage"] = Usage(**self._d["usage"])
        u: Usage = self._cache["usage"]
        return u

    @property
    def trace(self) -> List[Call]:
        """The capability ledger: every host call, in order."""
        if "trace" not in self._cache:
            self._cache["trace"] = [Call(**c) for c in self._d["trace"]]
        t: List[Call] = self._cache["trace"]
        return t

    @property
    def pending(self) -> List[Pending]:
        """Verdict suspended: the calls the host must answer."""
        if "pending" not in self._cache:
            self._cache["pending"] = [Pending(**p) for p in self._d["pending"]]
        p: List[Pending] = self._cache["pending"]
        return p

    @property
    def isolation(self) -> Optional[Isolation]:
        """A run in an isolated ``corral.Pool`` worker: the layers around it
        (None in process)."""
        x = self._d.get("isolation")
        return None if x is None else Isolation(**x)

    @property
    def ok(self) -> bool:
        """Whether the verdict is ``ok``."""
        return self.verdict == "ok"

    def __repr__(self) -> str:
        parts = [self.verdict]
        if self.verdict == "ok" and self.value_repr is not None:
            parts.append(f"value={_short(self.value_repr)}")
        if self.error is not None:
            parts.append(f"error={_short(str(self.error))!r}")
        if self.resource is not None:
            r = self.resource
            parts.append(f"resource={r.limit} (max {r.max}, used {r.used})")
        if self.fault:
            parts.append(f"fault={_short(self.fault)!r}")
        iso = self.isolation
        if iso is not None and iso.enforced_by_os:
            parts.append("enforced_by=os")
        if self.pending:
            parts.append("pending=[" + ", ".join(f"{p.function}#{p.id}" for p in self.pending) + "]")
        if self.stdout:
            parts.append(f"stdout={_short(self.stdout)!r}")
        parts.append(f"steps={self.usage.steps}")
        parts.append(f"wall_ms={self.usage.wall_ms:.3f}")
        if self.trace:
            parts.append(f"host_calls={len(self.trace)}")
        return "<corral.Result " + " ".join(parts) + ">"


def _short(s: str, n: int = 60) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"
