"""concurrent.futures for corral.

Work submitted to an executor runs on corral's one thread of Python at
once, inside submit(), as CPython's idle worker usually picks it up before
the submitting thread goes on; the returned Future is already done.
ProcessPoolExecutor runs work the same way.
"""

import threading as _th
import builtins as _builtins
import collections as _collections

__all__ = (
    "FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED", "CancelledError",
    "TimeoutError", "BrokenExecutor", "Future", "Executor", "wait",
    "as_completed", "ProcessPoolExecutor", "ThreadPoolExecutor",
)

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"

_WAITING, _BUSY, _DROPPED, _SETTLED = (
    "PENDING", "RUNNING", "CANCELLED", "FINISHED")


class CancelledError(Exception):
    """Raised when asking a cancelled Future for its outcome."""


CancelledError.__module__ = "concurrent.futures._base"


TimeoutError = _builtins.TimeoutError


class InvalidStateError(Exception):
    """The Future is not in a state that allows this operation."""


class BrokenExecutor(RuntimeError):
    """The executor can no longer run work."""


class Future:
    """The eventual result of a call submitted to an executor."""

    def __init__(self):
        self._state = _WAITING
        self._value = None
        self._error = None
        self._on_done = []

    def __repr__(self):
        where = "%s at %#x" % (type(self).__name__, id(self))
        if self._state == _SETTLED:
            if self._error is not None:
                return "<%s state=finished raised %s>" % (
                    where, type(self._error).__name__)
            return "<%s state=finished returned %s>" % (
                where, type(self._value).__name__)
        return "<%s state=%s>" % (where, self._state.lower())

    def cancel(self):
        if self._state in (_BUSY, _SETTLED):
            return False
        if self._state == _WAITING:
            self._state = _DROPPED
            self._run_callbacks()
        return True

    def cancelled(self):
        return self._state == _DROPPED

    def running(self):
        return self._state == _BUSY

    def done(self):
        return self._state in (_DROPPED, _SETTLED)

    def _settle(self, timeout):
        if not self.done():
            if not _th._wait_until(self.done, timeout):
                raise TimeoutError
        if self._state == _DROPPED:
            raise CancelledError

    def result(self, timeout=None):
        self._settle(timeout)
        if self._error is not None:
            try:
                raise self._error
            finally:
                self = None
        return self._value

    def exception(self, timeout=None):
        self._settle(timeout)
        return self._error

    def add_done_callback(self, fn):
        if self.done():
            self._call(fn)
        else:
            self._on_done.append(fn)

    def _call(self, fn):
        try:
            fn(self)
        except Exception:
            import logging
            logging.getLogger("concurrent.futures").exception(
                "exception calling callback for %r", self)

    def _run_callbacks(self):
        callbacks, self._on_done = self._on_done, []
        for fn in callbacks:
            self._call(fn)

    def set_running_or_notify_cancel(self):
        if self._state == _DROPPED:
            return False
        if self._state != _WAITING:
            raise RuntimeError("Future in unexpected state")
        self._state = _BUSY
        return True

    def set_result(self, result):
        if self._state in (_DROPPED, _SETTLED):
            raise InvalidStateError("%s: %r" % (self._state, self))
        self._value = result
        self._state = _SETTLED
        self._run_callbacks()

    def set_exception(self, exception):
        if self._state in (_DROPPED, _SETTLED):
            raise InvalidStateError("%s: %r" % (self._state, self))
        self._error = exception
        self._state = _SETTLED
        self._run_callbacks()

    __class_getitem__ = classmethod(type(list[int]))


class _WorkItem:
    """One submitted call, run as if by one of the pool's threads."""

    def __init__(self, future, fn, args, kwargs, name):
        self._future = future
        self._fn, self._fargs, self._fkwargs = fn, args, kwargs
        self._worker = _th.Thread(name=name)
        self._worker._started = True

    def _run_now(self):
        if not self._future.set_running_or_notify_cancel():
            return
        _th._running.append(self._worker)
        try:
            outcome = self._fn(*self._fargs, **self._fkwargs)
        except BaseException as err:
            self._future.set_exception(err)
        else:
            self._future.set_result(outcome)
        finally:
            _th._running.pop()
            self._fn = self._fargs = self._fkwargs = None


class Executor:
    """Runs calls asynchronously (here: see the module's note)."""

    def submit(self, fn, /, *args, **kwargs):
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        if chunksize < 1:
            raise ValueError("chunksize must be >= 1.")
        futures = [self.submit(fn, *args) for args in zip(*iterables)]

        def results():
            try:
                futures.reverse()
                while futures:
                    yield futures.pop().result(timeout)
            finally:
                for f in futures:
                    f.cancel()
        return results()

    def shutdown(self, wait=True, *, cancel_futures=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


class ThreadPoolExecutor(Executor):
    _counter = 0

    def __init__(self, max_workers=None, thread_name_prefix="",
                 initializer=None, initargs=()):
        if max_workers is None:
            max_workers = 5
        if max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._pool_size = max_workers
        if not thread_name_prefix:
            thread_name_prefix = "ThreadPoolExecutor-%d" % ThreadPoolExecutor._counter
            ThreadPoolExecutor._counter += 1
        self._thread_name_prefix = thread_name_prefix
        self._initializer, self._initargs = initializer, initargs
        self._init_done = False
        self._closed = False
        self._submitted = 0

    def submit(self, fn, /, *args, **kwargs):
        if self._closed:
            raise RuntimeError("cannot schedule new futures after shutdown")
        future = Future()
        # Work goes round the pool's workers as CPython's idle workers take it.
        name = "%s_%d" % (self._thread_name_prefix,
                          self._submitted % self._pool_size)
        self._submitted += 1
        if self._initializer is not None and not self._init_done:
            self._init_done = True
            self._initializer(*self._initargs)
        _WorkItem(future, fn, args, kwargs, name)._run_now()
        return future

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._closed = True


class ProcessPoolExecutor(ThreadPoolExecutor):
    def __init__(self, max_workers=None, mp_context=None, initializer=None,
                 initargs=(), *, max_tasks_per_child=None):
        ThreadPoolExecutor.__init__(self, max_workers, "ForkProcess",
                                    initializer, initargs)


DoneAndNotDoneFutures = _collections.namedtuple("DoneAndNotDoneFutures", "done not_done")


def _run_until(fs, enough, timeout):
    for f in fs:
        if enough():
            return
        if not f.done():
            try:
                f._settle(timeout)
            except (CancelledError, TimeoutError):
                pass


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    fs = set(fs)

    def enough():
        done = [f for f in fs if f.done()]
        if return_when == FIRST_COMPLETED:
            return bool(done)
        if return_when == FIRST_EXCEPTION:
            if any(not f.cancelled() and f._exception is not None for f in done):
                return True
        return len(done) == len(fs)
    _run_until(list(fs), enough, timeout)
    done = {f for f in fs if f.done()}
    return DoneAndNotDoneFutures(done, fs - done)


def as_completed(fs, timeout=None):
    fs = list(dict.fromkeys(fs))
    finished = [f for f in fs if f.done()]
    waiting = [f for f in fs if not f.done()]
    yield from finished
    for f in waiting:
        if not f.done():
            try:
                f._settle(timeout)
            except CancelledError:
                pass
        yield f
