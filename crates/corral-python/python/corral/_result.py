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

    __slots__ = ("verdict", "value", "value_repr", "stdout", "stderr", "error",
                 "resource", "fault", "usage", "trace", "pending", "snapshot")

    verdict: str
    value: Any
    value_repr: Optional[str]
    stdout: str
    stderr: str
    error: Optional[Error]
    resource: Optional[Resource]
    fault: Optional[str]
    usage: Usage
    trace: List[Call]
    pending: List[Pending]
    snapshot: Optional[bytes]

    @classmethod
    def _from(cls, d: Dict[str, Any]) -> "Result":
        r = cls.__new__(cls)
        r.verdict = d["verdict"]
        r.value = d["value"]
        r.value_repr = d["value_repr"]
        r.stdout = d["stdout"]
        r.stderr = d["stderr"]
        e = d["error"]
        r.error = None if e is None or r.verdict not in ("error", "resource_exhausted") else Error(
            e["type"], e["message"], [Frame(**f) for f in e["traceback"]], e["formatted"])
        x = d["resource"]
        r.resource = None if x is None else Resource(x["limit"], x["max"], x["used"])
        r.fault = d["fault"]
        r.usage = Usage(**d["usage"])
        r.trace = [Call(**c) for c in d["trace"]] if d["trace"] else []
        r.pending = [Pending(**p) for p in d["pending"]] if d["pending"] else []
        r.snapshot = d["snapshot"]
        return r

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
