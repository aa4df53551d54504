"""threading for corral.

corral runs one thread of Python. A started Thread does not run at once
(work submitted to a concurrent.futures executor does): it waits, in start
order, until the program would otherwise wait for it
(join(), a blocking Queue.get or Queue.join, Event.wait, Condition.wait, a
Lock held elsewhere, a Future's result) or until the main program ends,
and then runs to completion, nested where that wait happened. Programs
whose threads only hand work to each other through those waits print what
they print under CPython. A thread that would wait for something no other
thread can give any more (a daemon worker looping on an empty queue) stops
there, as if the program had ended while it waited.
"""

import sys as _sys
from collections import deque as _fifo

__all__ = [
    "get_ident", "active_count", "Condition", "current_thread", "enumerate",
    "main_thread", "TIMEOUT_MAX", "Event", "Lock", "RLock", "Semaphore",
    "BoundedSemaphore", "Thread", "Barrier", "BrokenBarrierError", "Timer",
    "ThreadError", "ExceptHookArgs", "setprofile", "settrace", "local",
    "stack_size", "excepthook", "get_native_id", "getprofile", "gettrace",
]

TIMEOUT_MAX = 9223372036.0
ThreadError = RuntimeError

_pending = _fifo()   # started threads (and executor work) not yet run
_running = []         # the threads now running, innermost last
_alive = {}           # ident -> Thread, for enumerate()
_counter = [0]
_next_ident = [1]


class _Parked(BaseException):
    """Unwinds a thread that waits for what can no longer happen."""


def _new_ident():
    ident = 139_800_000_000_000 + _next_ident[0] * 4096
    _next_ident[0] += 1
    return ident


def _run_one():
    """Run the oldest started thread (or executor work item) to its end."""
    _pending.popleft()._run_now()


def _wait_until(ready, timeout=None):
    """Let started threads run until ready() holds. Returns whether it
    does; a wait without a timeout that can never end parks the waiting
    thread (raises _Parked) unless it is the main thread."""
    while not ready():
        if not _pending:
            if timeout is None and _running:
                raise _Parked
            return False
        _run_one()
    return True


def get_ident():
    return current_thread().ident


def get_native_id():
    return current_thread().native_id


def current_thread():
    return _running[-1] if _running else _main


currentThread = current_thread


def main_thread():
    return _main


def active_count():
    return len(_alive)


activeCount = active_count


def enumerate():
    return list(_alive.values())


def settrace(function):
    pass


def setprofile(function):
    pass


def gettrace():
    return None


def getprofile():
    return None


def stack_size(size=0):
    if size != 0 and size < 32768:
        raise ValueError("size not valid: %d bytes" % size)
    return 0


class ExceptHookArgs:
    __match_args__ = ("exc_type", "exc_value", "exc_traceback", "thread")

    def __init__(self, exc_type, exc_value, exc_traceback, thread):
        self.exc_type = exc_type
        self.exc_value = exc_value
        self.exc_traceback = exc_traceback
        self.thread = thread


def excepthook(args, /):
    """Print an exception that ended a thread, as CPython does."""
    if args.exc_type is SystemExit:
        return
    import traceback
    name = args.thread.name if args.thread is not None else get_ident()
    _sys.stderr.write("Exception in thread %s:\n" % name)
    traceback.print_exception(args.exc_type, args.exc_value,
                              args.exc_traceback, file=_sys.stderr)


__excepthook__ = excepthook


class Thread:
    """A thread of control; see the module's note on when it runs."""

    def __init__(self, group=None, target=None, name=None, args=(),
                 kwargs=None, *, daemon=None):
        if group is not None:
            raise AssertionError("group argument must be None for now")
        if name is None:
            _counter[0] += 1
            name = "Thread-%d" % _counter[0]
            if target is not None:
                tname = getattr(target, "__name__", None)
                if tname:
                    name += " (%s)" % tname
        self._func = target
        self._label = str(name)
        self._fargs = args
        self._fkwargs = {} if kwargs is None else kwargs
        self._is_daemon = current_thread().daemon if daemon is None else daemon
        self._ident = None
        self._started = False
        self._done = False
        self._parked = False
        self._set_up = True

    def start(self):
        if not getattr(self, "_set_up", False):
            raise RuntimeError("thread.__init__() not called")
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._started = True
        self._ident = _new_ident()
        _alive[self._ident] = self
        _pending.append(self)

    def run(self):
        try:
            if self._func is not None:
                self._func(*self._fargs, **self._fkwargs)
        finally:
            del self._func, self._fargs, self._fkwargs

    def _run_now(self):
        _running.append(self)
        try:
            self.run()
        except _Parked:
            self._parked = True
        except BaseException as err:
            excepthook(ExceptHookArgs(type(err), err, err.__traceback__, self))
        finally:
            _running.pop()
            if not self._parked:
                self._done = True
                _alive.pop(self._ident, None)

    def join(self, timeout=None):
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")
        if self in _pending:
            _pending.remove(self)
            self._run_now()
        if not self._done and not self._parked:
            # Running further out: what it waits for must come first.
            _wait_until(lambda: self._done, timeout)

    def is_alive(self):
        return self._started and not self._done

    @property
    def name(self):
        return self._label

    @name.setter
    def name(self, value):
        self._label = str(value)

    @property
    def ident(self):
        return self._ident

    @property
    def native_id(self):
        return None if self._ident is None else self._ident % 100000

    @property
    def daemon(self):
        return self._is_daemon

    @daemon.setter
    def daemon(self, value):
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._is_daemon = bool(value)

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, value):
        self.daemon = value

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name

    def __repr__(self):
        status = "initial"
        if self._started:
            status = "started"
        if self._done:
            status = "stopped"
        if self._is_daemon:
            status += " daemon"
        if self._started:
            status = f"{status} {self._ident}"
        return "<%s(%s, %s)>" % (type(self).__name__, self._label, status)


class _MainThread(Thread):
    def __init__(self):
        super().__init__(name="MainThread", daemon=False)
        self._started = True
        self._ident = _new_ident()
        _alive[self._ident] = self


_main = _MainThread()


class Timer(Thread):
    """Call function(*args, **kwargs) after interval seconds, unless
    cancelled first."""

    def __init__(self, interval, function, args=None, kwargs=None):
        super().__init__()
        self._delay = interval
        self._call = (function, list(args or ()), dict(kwargs or {}))
        self._stop = Event()

    def cancel(self):
        self._stop.set()

    def run(self):
        if self._stop.is_set():
            return
        import time
        time.sleep(self._delay)
        if not self._stop.is_set():
            func, args, kwargs = self._call
            func(*args, **kwargs)
        self._stop.set()


class Lock:
    """A lock; acquiring one another thread holds lets the others run."""

    def __init__(self):
        self._held = False

    def acquire(self, blocking=True, timeout=-1):
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError("timeout value must be a non-negative number")
        if self._held:
            if not blocking:
                return False
            if not _wait_until(lambda: not self._held,
                               None if timeout == -1 else timeout):
                return False
        self._held = True
        return True

    def release(self):
        if not self._held:
            raise RuntimeError("release unlocked lock")
        self._held = False

    def locked(self):
        return self._held

    __enter__ = acquire

    def __exit__(self, *exc_info):
        self.release()

    acquire_lock = acquire
    release_lock = release
    locked_lock = locked

    def __repr__(self):
        state = "locked" if self._held else "unlocked"
        return "<%s %s object at %#x>" % (state, "_thread.lock", id(self))


allocate_lock = Lock


class RLock:
    """A lock its owner may acquire again (and must release as often)."""

    def __init__(self):
        self._owner = None
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        me = current_thread()
        if self._owner is me:
            self._count += 1
            return True
        if self._owner is not None:
            if not blocking:
                return False
            if not _wait_until(lambda: self._owner is None,
                               None if timeout == -1 else timeout):
                return False
        self._owner, self._count = me, 1
        return True

    def release(self):
        if self._owner is not current_thread():
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1
        if self._count == 0:
            self._owner = None

    __enter__ = acquire

    def __exit__(self, *exc_info):
        self.release()

    def _owned_here(self):
        return self._owner is current_thread()

    def __repr__(self):
        owner = self._owner.ident if self._owner is not None else 0
        state = "locked" if self._owner is not None else "unlocked"
        return "<%s %s.%s object owner=%r count=%d at %#x>" % (
            state, "_thread", "RLock", owner, self._count, id(self))


class Condition:
    """Wait until notified; the waiting thread lets the others run."""

    def __init__(self, lock=None):
        self._mutex = RLock() if lock is None else lock
        self.acquire = self._mutex.acquire
        self.release = self._mutex.release
        self._notices = 0

    def __enter__(self):
        return self._mutex.__enter__()

    def __exit__(self, *exc_info):
        return self._mutex.__exit__(*exc_info)

    def wait(self, timeout=None):
        seen = self._notices
        self._release_all()
        try:
            return _wait_until(lambda: self._notices != seen, timeout)
        finally:
            self._mutex.acquire()

    def wait_for(self, predicate, timeout=None):
        ok = predicate()
        while not ok:
            if not self.wait(timeout):
                return predicate()
            ok = predicate()
        return ok

    def _release_all(self):
        if isinstance(self._mutex, RLock):
            if self._mutex._owner is not current_thread():
                raise RuntimeError("cannot wait on un-acquired lock")
            self._mutex._owner, self._mutex._count = None, 0
        else:
            self._mutex.release()

    def notify(self, n=1):
        self._notices += 1

    def notify_all(self):
        self._notices += 1

    notifyAll = notify_all


class Semaphore:
    """A counter: acquire() takes one (waiting while it is zero)."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._permits = value

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        if self._permits == 0:
            if not blocking:
                return False
            if not _wait_until(lambda: self._permits > 0, timeout):
                return False
        self._permits -= 1
        return True

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        self._permits += n

    def __exit__(self, *exc_info):
        self.release()


class BoundedSemaphore(Semaphore):
    """A Semaphore that may not be released above its initial value."""

    def __init__(self, value=1):
        super().__init__(value)
        self._ceiling = value

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        if self._permits + n > self._ceiling:
            raise ValueError("Semaphore released too many times")
        self._permits += n


class Event:
    """A flag threads can wait for."""

    def __init__(self):
        self._flag = False

    def is_set(self):
        return self._flag

    isSet = is_set

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        return _wait_until(lambda: self._flag, timeout)


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """Waits until `parties` threads have called wait()."""

    def __init__(self, parties, action=None, timeout=None):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._size = parties
        self._on_full = action
        self._default_timeout = timeout
        self._count = 0
        self._generation = 0
        self._is_broken = False

    def wait(self, timeout=None):
        if self._is_broken:
            raise BrokenBarrierError
        index = self._count
        self._count += 1
        generation = self._generation
        if self._count == self._size:
            if self._on_full is not None:
                self._on_full()
            self._count = 0
            self._generation += 1
            return index
        if not _wait_until(lambda: self._generation != generation,
                           timeout if timeout is not None else self._default_timeout):
            self._is_broken = True
            raise BrokenBarrierError
        return index

    def reset(self):
        self._count = 0
        self._is_broken = False

    def abort(self):
        self._is_broken = True

    @property
    def parties(self):
        return self._size

    @property
    def n_waiting(self):
        return self._count

    @property
    def broken(self):
        return self._is_broken


class local:
    """Attributes seen only by the thread that set them."""

    def __new__(cls, /, *args, **kwargs):
        if (args or kwargs) and cls.__init__ is object.__init__:
            raise TypeError("Initialization arguments are not supported")
        inst = object.__new__(cls)
        object.__setattr__(inst, "_local__dicts", {get_ident(): {}})
        object.__setattr__(inst, "_local__init", (args, kwargs))
        return inst

    def _local__own(self):
        dicts = object.__getattribute__(self, "_local__dicts")
        key = get_ident()
        own = dicts.get(key)
        if own is None:
            # A thread's first use: a fresh namespace, set up by the
            # subclass's __init__ with the original arguments.
            own = dicts[key] = {}
            init = type(self).__init__
            if init is not object.__init__:
                args, kwargs = object.__getattribute__(self, "_local__init")
                init(self, *args, **kwargs)
        return own

    def __getattribute__(self, name):
        if name.startswith("_local__") or name == "__class__":
            return object.__getattribute__(self, name)
        own = local._local__own(self)
        if name == "__dict__":
            return own
        if name in own:
            return own[name]
        value = object.__getattribute__(self, name)
        return value

    def __setattr__(self, name, value):
        if name == "__dict__":
            raise AttributeError(
                "%r object attribute '__dict__' is read-only" % type(self).__name__)
        local._local__own(self)[name] = value

    def __delattr__(self, name):
        own = local._local__own(self)
        if name not in own:
            raise AttributeError(name)
        del own[name]


def _corral_at_exit():
    """Called by the VM when the program ends: the threads still waiting
    to run do (daemon threads are dropped, as CPython stops them)."""
    while _pending:
        item = _pending.popleft()
        if getattr(item, "_is_daemon", False):
            continue
        item._run_now()
