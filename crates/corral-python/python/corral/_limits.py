"""``corral.Limits``: resource limits as the CLI and the HTTP service take them."""

from __future__ import annotations

import re
from typing import Dict, Optional, Union

LimitValue = Union[str, int, float, None]

_NUM = re.compile(r"^\s*([0-9][0-9_]*(?:\.[0-9_]*)?)\s*([A-Za-zµ]*)\s*$")

_TIME_MS: Dict[str, float] = {"": 1000.0, "s": 1000.0, "sec": 1000.0, "ms": 1.0, "us": 0.001,
            "µs": 0.001, "m": 60_000.0, "min": 60_000.0, "h": 3_600_000.0}
_BYTES: Dict[str, float] = {"": 1, "b": 1, "k": 10**3, "kb": 10**3, "kib": 1 << 10, "m": 10**6,
          "mb": 10**6, "mib": 1 << 20, "g": 10**9, "gb": 10**9, "gib": 1 << 30}
_COUNT: Dict[str, float] = {"": 1, "k": 10**3, "K": 10**3, "M": 10**6, "m": 10**6, "G": 10**9,
          "g": 10**9, "B": 10**9}

_KINDS = {
    "time": "time", "cpu_time": "time", "steps": "count", "memory": "bytes",
    "stack_depth": "count", "ast_depth": "count", "program_bytes": "bytes",
    "output_bytes": "bytes", "parallel": "count", "host_calls": "count",
}

_UNSET = object()


def _parse(name: str, value: LimitValue) -> Optional[float]:
    """One limit in its base unit (ms, bytes, count); None disables it."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise TypeError(f"limit {name}: expected a number or a string, got bool")
    if isinstance(value, (int, float)):
        if value < 0 or value != value or value == float("inf"):
            raise ValueError(f"limit {name}: expected a non-negative number, got {value!r}")
        return value
    if not isinstance(value, str):
        raise TypeError(f"limit {name}: expected a number or a string like '2s', '64MiB', '10k' or 'none'")
    if value.strip().lower() == "none":
        return None
    m = _NUM.match(value)
    if not m:
        raise ValueError(f"limit {name}: expected a number with an optional unit, got {value!r}")
    n = float(m.group(1).replace("_", ""))
    unit = m.group(2)
    kind = _KINDS[name]
    if kind == "time":
        table: Dict[str, float] = _TIME_MS
        key = unit
    elif kind == "bytes":
        table, key = _BYTES, unit.lower()
    else:
        table, key = _COUNT, unit
    if key not in table:
        raise ValueError(f"limit {name}: unknown unit {unit!r} in {value!r}")
    v = n * table[key]
    return v if kind == "time" else int(round(v))


class Limits:
    """Resource limits of a run. Each is a string as the CLI takes it
    (``"500ms"``, ``"2s"``, ``"64MiB"``, ``"10k"``, ``"none"``), an int in the
    base unit (milliseconds, bytes, counts), or None (no limit). A limit
    not given keeps its default (time 5s, memory 128MiB, stack_depth 1000,
    ast_depth 200, program_bytes 1MiB, output_bytes 1MiB, parallel 8).

    >>> corral.Limits(time="2s", memory="64MiB", steps="10k")
    """

    __slots__ = ("_values",)

    def __init__(
        self,
        *,
        time: LimitValue = _UNSET,  # type: ignore[assignment]
        cpu_time: LimitValue = _UNSET,  # type: ignore[assignment]
        steps: LimitValue = _UNSET,  # type: ignore[assignment]
        memory: LimitValue = _UNSET,  # type: ignore[assignment]
        stack_depth: LimitValue = _UNSET,  # type: ignore[assignment]
        ast_depth: LimitValue = _UNSET,  # type: ignore[assignment]
        program_bytes: LimitValue = _UNSET,  # type: ignore[assignment]
        output_bytes: LimitValue = _UNSET,  # type: ignore[assignment]
        parallel: LimitValue = _UNSET,  # type: ignore[assignment]
        host_calls: LimitValue = _UNSET,  # type: ignore[assignment]
    ) -> None:
        given = dict(time=time, cpu_time=cpu_time, steps=steps, memory=memory,
                     stack_depth=stack_depth, ast_depth=ast_depth,
                     program_bytes=program_bytes, output_bytes=output_bytes,
                     parallel=parallel, host_calls=host_calls)
        self._values: Dict[str, Optional[float]] = {
            k: _parse(k, v) for k, v in given.items() if v is not _UNSET
        }

    @classmethod
    def from_dict(cls, d: Dict[str, LimitValue]) -> "Limits":
        """Limits from a mapping keyed by limit name (the HTTP/MCP shape)."""
        unknown = set(d) - set(_KINDS)
        if unknown:
            raise ValueError(f"unknown limit(s): {', '.join(sorted(unknown))}")
        return cls(**d)

    def as_dict(self) -> Dict[str, Optional[float]]:
        """The limits that were given, in base units (None: disabled)."""
        return dict(self._values)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self._values.items())
        return f"corral.Limits({inner})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Limits) and other._values == self._values

    __hash__ = None  # type: ignore[assignment]


def limits_arg(limits: "Union[Limits, Dict[str, LimitValue], None]") -> Optional[Dict[str, Optional[float]]]:
    """A ``limits=`` argument as the native layer takes it."""
    if limits is None:
        return None
    if isinstance(limits, Limits):
        return limits.as_dict()
    if isinstance(limits, dict):
        return Limits.from_dict(limits).as_dict()
    raise TypeError("limits must be a corral.Limits or a dict keyed by limit name")
