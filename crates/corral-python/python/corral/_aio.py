"""How calls of ``async def`` host functions are awaited.

The engine suspends a run at the calls of async host functions that the
program awaits together (``asyncio.gather``); the host awaits them
concurrently here, then the run resumes with every answer.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Awaitable, Callable, Dict, List, Sequence, Tuple

Answer = Tuple[int, bool, Any]
#: A call to await: (id, function, args, kwargs).
AsyncCall = Tuple[int, Callable[..., Any], Tuple[Any, ...], Dict[str, Any]]

_local = threading.local()


async def _call(f: Callable[..., Awaitable[Any]], args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Any:
    return await f(*args, **kwargs)


async def answer_calls(calls: Sequence[AsyncCall]) -> List[Answer]:
    """Await ``(id, function, args, kwargs)`` calls together; each answer is
    ``(id, True, value)`` or ``(id, False, exception)``. KeyboardInterrupt and
    SystemExit propagate (they cancel the run)."""
    results = await asyncio.gather(
        *(_call(f, a, k) for (_, f, a, k) in calls), return_exceptions=True
    )
    out: List[Answer] = []
    for (call_id, _, _, _), r in zip(calls, results):
        if isinstance(r, (KeyboardInterrupt, SystemExit)):
            raise r
        out.append((call_id, not isinstance(r, BaseException), r))
    return out


def _thread_loop() -> asyncio.AbstractEventLoop:
    # One event loop per thread, reused: a run that suspends many times
    # does not pay for a new loop each time.
    loop = getattr(_local, "loop", None)
    if loop is None or loop.is_closed():
        loop = asyncio.new_event_loop()
        _local.loop = loop
    return loop


def gather_sync(calls: Sequence[AsyncCall]) -> List[Answer]:
    """``answer_calls`` from synchronous code (``corral.run``, sessions)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return _run_on_thread_loop(calls)
    # Called from inside a running event loop (corral.run in a coroutine):
    # that loop cannot be re-entered, so a helper thread runs its own.
    with ThreadPoolExecutor(1, thread_name_prefix="corral-aio") as ex:
        return ex.submit(_run_on_thread_loop, calls).result()


def _run_on_thread_loop(calls: Sequence[AsyncCall]) -> List[Answer]:
    loop = _thread_loop()
    try:
        return loop.run_until_complete(answer_calls(calls))
    except BaseException:
        # A KeyboardInterrupt leaves tasks half-done on the loop; they must
        # not wake up in the next run's calls.
        _local.loop = None
        _discard(loop)
        raise


def _discard(loop: asyncio.AbstractEventLoop) -> None:
    try:
        tasks = asyncio.all_tasks(loop)
        for t in tasks:
            t.cancel()
        loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
    except BaseException:
        pass
    finally:
        loop.close()
