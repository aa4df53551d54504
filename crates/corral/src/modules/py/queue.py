"""queue for corral: FIFO, LIFO and priority queues.

corral runs one thread of Python: a call that would block lets the
threads started and not yet run (see threading) run first; if the queue
still cannot give or take, it raises Empty or Full at once, as CPython
does after its timeout expires.
"""

import sys as _sys
import heapq as _heapq
from collections import deque as _deque
from types import GenericAlias as _GenericAlias

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue",
           "SimpleQueue"]


class Empty(Exception):
    "Raised by get() and get_nowait() when the queue has no item."


Empty.__module__ = "_queue"


class Full(Exception):
    "Raised by put() and put_nowait() when a bounded queue has no room."


def _check_wait(block, timeout):
    if block and timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


def _wait(ready, block=True, timeout=None):
    """Whether ready() holds, once started threads have had their turn
    (only for a call that may block)."""
    if ready():
        return True
    threading = _sys.modules.get("threading") if block else None
    if threading is None:
        return False
    return threading._wait_until(ready, timeout)


class Queue:
    """First in, first out. maxsize <= 0 means unbounded."""

    def __init__(self, maxsize=0):
        self.maxsize, self.unfinished_tasks = maxsize, 0
        self.queue = self._new_store()

    # How entries are stored and taken; the subclasses change these three.
    def _new_store(self):
        return _deque()

    def _add(self, entry):
        self.queue.append(entry)

    def _take(self):
        return self.queue.popleft()

    def qsize(self):
        return len(self.queue)

    def empty(self):
        return len(self.queue) == 0

    def full(self):
        return self.maxsize > 0 and len(self.queue) >= self.maxsize

    def put(self, item, block=True, timeout=None):
        _check_wait(block, timeout)
        if not _wait(lambda: not self.full(), block, timeout):
            raise Full
        self._add(item)
        self.unfinished_tasks = self.unfinished_tasks + 1

    def get(self, block=True, timeout=None):
        _check_wait(block, timeout)
        if not _wait(lambda: len(self.queue) > 0, block, timeout):
            raise Empty
        return self._take()

    def put_nowait(self, item):
        return self.put(item, False)

    def get_nowait(self):
        return self.get(False)

    def task_done(self):
        if self.unfinished_tasks < 1:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks = self.unfinished_tasks - 1

    def join(self):
        # Started threads may finish the outstanding tasks.
        _wait(lambda: self.unfinished_tasks == 0)

    __class_getitem__ = classmethod(_GenericAlias)


class LifoQueue(Queue):
    """Last in, first out (a stack)."""

    _new_store = list

    def _take(self):
        return self.queue.pop()


class PriorityQueue(Queue):
    """Smallest entry first; entries are often (priority, data) tuples."""

    _new_store = list

    def _add(self, entry):
        _heapq.heappush(self.queue, entry)

    def _take(self):
        return _heapq.heappop(self.queue)


class SimpleQueue:
    """An unbounded FIFO queue without task tracking."""

    def __init__(self):
        self._items = _deque()

    def put(self, item, block=True, timeout=None):
        self._items.append(item)

    put_nowait = put

    def get(self, block=True, timeout=None):
        _check_wait(True, timeout)
        if not _wait(lambda: len(self._items) > 0, block, timeout):
            raise Empty
        return self._items.popleft()

    def get_nowait(self):
        return self.get(block=False)

    def empty(self):
        return len(self._items) == 0

    def qsize(self):
        return len(self._items)

    __class_getitem__ = classmethod(_GenericAlias)


SimpleQueue.__module__ = "_queue"
