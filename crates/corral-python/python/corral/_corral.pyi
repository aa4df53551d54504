"""Type stubs of the native core (the public API is ``corral``)."""

from typing import Any, Dict, List, Optional, Sequence, Tuple

class Program:
    """A program compiled once (``corral.compile``), to run many times."""

    @property
    def source(self) -> str: ...

class Opaque:
    """A guest value with no Python equivalent: its type name and repr."""

    def __init__(self, type_name: str, repr: str) -> None: ...
    @property
    def type_name(self) -> str: ...
    @property
    def repr(self) -> str: ...

class Runner:
    """An async run on its own thread (driven by ``corral.run_async``)."""

    def step(self, answers: Optional[Sequence[Tuple[int, bool, Any]]] = None) -> Tuple[str, Any]: ...
    def cancel(self) -> None: ...

class SessionCore:
    """A session on its own thread (wrapped by ``corral.Session``)."""

    def run(self, code: str) -> Dict[str, Any]: ...
    def resume(self, answers: Sequence[Tuple[int, bool, Any]]) -> Dict[str, Any]: ...
    def get(self, name: str) -> Any: ...
    def set(self, name: str, value: Any) -> None: ...
    def dump(self) -> bytes: ...
    def close(self) -> None: ...

class WorkerPool:
    def __init__(
        self,
        size: int,
        exe: str,
        args: List[str],
        hard_memory: Optional[int] = None,
        hard_time: Optional[float] = None,
        max_runs: Optional[int] = None,
    ) -> None: ...
    @property
    def layers(self) -> List[str]: ...
    def run(
        self,
        program: "str | Program",
        inputs: Optional[Dict[str, Any]] = None,
        functions: Optional[List[Tuple[str, Any, str]]] = None,
        limits: Optional[Dict[str, Optional[float]]] = None,
        os: Optional[Dict[str, Any]] = None,
        filename: str = "main.py",
        snapshot_key: Optional[bytes] = None,
    ) -> Dict[str, Any]: ...
    def resume(
        self,
        snapshot: bytes,
        answers: Sequence[Tuple[int, bool, Any]],
        functions: Optional[List[Tuple[str, Any, str]]] = None,
        limits: Optional[Dict[str, Optional[float]]] = None,
        os: Optional[Dict[str, Any]] = None,
        snapshot_key: Optional[bytes] = None,
    ) -> Dict[str, Any]: ...
    def stats(self) -> Tuple[int, int, int, int]: ...
    def close(self) -> None: ...

def _worker(args: List[str]) -> None: ...
def compile(source: str, limits: Optional[Dict[str, Optional[float]]] = None, filename: str = "main.py") -> Program: ...
def run(
    program: "str | Program",
    inputs: Optional[Dict[str, Any]] = None,
    functions: Optional[List[Tuple[str, Any, str]]] = None,
    limits: Optional[Dict[str, Optional[float]]] = None,
    os: Optional[Dict[str, Any]] = None,
    filename: str = "main.py",
    snapshot_key: Optional[bytes] = None,
) -> Dict[str, Any]: ...
def resume(
    snapshot: bytes,
    answers: Sequence[Tuple[int, bool, Any]],
    functions: Optional[List[Tuple[str, Any, str]]] = None,
    limits: Optional[Dict[str, Optional[float]]] = None,
    os: Optional[Dict[str, Any]] = None,
    snapshot_key: Optional[bytes] = None,
) -> Dict[str, Any]: ...
def start_run(
    program: "str | Program",
    inputs: Optional[Dict[str, Any]] = None,
    functions: Optional[List[Tuple[str, Any, str]]] = None,
    limits: Optional[Dict[str, Optional[float]]] = None,
    os: Optional[Dict[str, Any]] = None,
    filename: str = "main.py",
    snapshot_key: Optional[bytes] = None,
) -> Runner: ...
def open_session(
    inputs: Optional[Dict[str, Any]] = None,
    functions: Optional[List[Tuple[str, Any, str]]] = None,
    limits: Optional[Dict[str, Optional[float]]] = None,
    os: Optional[Dict[str, Any]] = None,
    filename: str = "<session>",
    snapshot_key: Optional[bytes] = None,
    snapshot: Optional[bytes] = None,
) -> SessionCore: ...
def exception_parts(exc: BaseException) -> Tuple[str, str]: ...
