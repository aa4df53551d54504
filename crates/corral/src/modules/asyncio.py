# The Python half of corral's asyncio, written for corral from the
# documentation and observed behaviour of CPython 3.11's asyncio. The
# native half (vm/event_loop.rs) provides the loop itself, Future and Task,
# run, create_task, ensure_future, gather, current_task, all_tasks and the
# _-prefixed loop primitives used below. Every name defined here that does
# not start with "__" becomes an attribute of the asyncio module.
#
# Scheduling matters: programs observe the order in which tasks wake, so
# each primitive below waits on futures and wakes waiters in the order
# CPython's does (first come, first served; one loop step per wake-up).

from heapq import heappush as _heappush, heappop as _heappop
import sys as _sys

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


# ----- exceptions ----------------------------------------------------------

class BrokenBarrierError(RuntimeError):
    """A Barrier was aborted or reset while tasks were waiting at it."""
    __module__ = 'asyncio.exceptions'


class LimitOverrunError(Exception):
    """A stream's separator was not found within its buffer limit."""
    __module__ = 'asyncio.exceptions'

    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed


class IncompleteReadError(EOFError):
    """A stream ended before the expected number of bytes arrived."""
    __module__ = 'asyncio.exceptions'

    def __init__(self, partial, expected):
        wanted = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of '
                         f'{wanted} expected bytes')
        self.partial = partial
        self.expected = expected


# ----- the event loop object -------------------------------------------------

def _callback_text(callback, args):
    """How a handle shows its callback: name(args), a partial as
    name(bound args)(args), plus where a Python function is defined."""
    func, text = callback, ''
    while hasattr(func, 'func') and hasattr(func, 'args') and hasattr(func, 'keywords'):
        bound = [repr(a) for a in func.args] + [f'{k}={v!r}' for k, v in func.keywords.items()]
        text = f"({', '.join(bound)})" + text
        func = func.func
    name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None) or repr(func)
    text = name + text + f"({', '.join(repr(a) for a in args)})"
    code = getattr(func, '__code__', None)
    if code is not None:
        text += f' at {code.co_filename}:{code.co_firstlineno}'
    return text


class Handle:
    """A callback scheduled on the loop; cancel() stops it running."""
    __module__ = 'asyncio.events'

    def __init__(self, ident, callback, args):
        self._ident = ident
        self._callback = callback
        self._args = args
        self._cancelled = False

    def cancel(self):
        if self._cancelled:
            return
        self._cancelled = True
        _cancel_handle(self._ident)

    def cancelled(self):
        return self._cancelled

    def _describe(self):
        parts = []
        if self._cancelled:
            parts.append('cancelled')
        elif self._callback is not None:
            parts.append(_callback_text(self._callback, self._args))
        return parts

    def __repr__(self):
        return '<' + ' '.join([type(self).__name__] + self._describe()) + '>'


class TimerHandle(Handle):
    """A Handle for a callback due at a loop time (call_later, call_at)."""
    __module__ = 'asyncio.events'

    def __init__(self, when, ident, callback, args):
        super().__init__(ident, callback, args)
        self._when = when

    def when(self):
        return self._when

    def _describe(self):
        parts = super()._describe()
        parts.insert(1 if self._cancelled else 0, f'when={self._when}')
        return parts


def _in_context(context, callback, args):
    """A loop callback runs in `context`, by default a copy of the current
    one (only when the program uses contextvars)."""
    if context is None:
        cv = _sys.modules.get('contextvars')
        if cv is None:
            return callback, args
        context = cv.copy_context()
    return context.run, (callback, *args)


class AbstractEventLoop:
    """The event loop interface."""
    __module__ = 'asyncio.events'


class _UnixSelectorEventLoop(AbstractEventLoop):
    """The one loop of a corral program: a front for the native loop."""
    __module__ = 'asyncio.unix_events'

    def time(self):
        return _time()

    def create_future(self):
        return Future()

    def create_task(self, coro, *, name=None, context=None):
        return _create_task(coro, name, context)

    def call_soon(self, callback, *args, context=None):
        run, run_args = _in_context(context, callback, args)
        return Handle(_call_soon(run, run_args), callback, args)

    def call_later(self, delay, callback, *args, context=None):
        return self.call_at(_time() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        run, run_args = _in_context(context, callback, args)
        return TimerHandle(when, _call_at(when, run, run_args), callback, args)

    def is_running(self):
        return _running()

    def is_closed(self):
        return False

    def close(self):
        if _running():
            raise RuntimeError('Cannot close a running event loop')
        _close_loop()

    def get_debug(self):
        return False

    def set_debug(self, enabled):
        pass

    def run_until_complete(self, future):
        return _run_until_complete(future)

    def run_forever(self):
        # A corral program only ever has the loop asyncio.run() drives.
        raise RuntimeError('This event loop is already running')

    def __repr__(self):
        return f'<_UnixSelectorEventLoop running={_running()} closed=False debug=False>'


_LOOP = _UnixSelectorEventLoop()


def get_running_loop():
    """The running event loop; RuntimeError outside of one."""
    if _running():
        return _LOOP
    raise RuntimeError('no running event loop')


def get_event_loop():
    return _LOOP


def new_event_loop():
    return _LOOP


def set_event_loop(loop):
    pass


# ----- sleeping and waiting ------------------------------------------------

class _YieldOnce:
    """Awaiting it gives the loop one turn (what sleep(0) does)."""

    def __await__(self):
        yield


def _resolve(fut, value=None, *ignored):
    # Timer and done callbacks finish a waiter unless it already finished
    # (it may have been cancelled meanwhile).
    if not fut.done():
        fut.set_result(value)


async def sleep(delay, result=None):
    """Suspend the calling task for `delay` seconds, then return result."""
    if delay <= 0:
        await _YieldOnce()
        return result
    get_running_loop()
    alarm = _LOOP.create_future()
    timer = _LOOP.call_later(delay, _resolve, alarm, result)
    try:
        return await alarm
    finally:
        timer.cancel()


async def _wrap_awaitable(awaitable):
    # The native ensure_future() runs an awaitable that is neither a
    # coroutine nor a future as a task of this coroutine.
    return await awaitable


async def _cancel_and_wait(fut):
    """Cancel fut and return once it has really finished."""
    finished = _LOOP.create_future()

    def on_done(_):
        _resolve(finished)
    fut.add_done_callback(on_done)
    try:
        fut.cancel()
        await finished
    finally:
        fut.remove_done_callback(on_done)


def _outcome_or_timeout(fut):
    try:
        return fut.result()
    except CancelledError as exc:
        raise TimeoutError() from exc


async def wait_for(fut, timeout):
    """Await fut, cancelling it and raising TimeoutError if it takes longer
    than timeout seconds (None waits for ever)."""
    get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        return _outcome_or_timeout(fut)

    bell = _LOOP.create_future()
    timer = _LOOP.call_later(timeout, _resolve, bell)

    def on_done(_):
        _resolve(bell)
    fut = ensure_future(fut)
    fut.add_done_callback(on_done)
    try:
        try:
            await bell
        except CancelledError:
            # We were cancelled ourselves: pass that on to fut, unless it
            # finished in the meantime.
            if fut.done():
                return fut.result()
            fut.remove_done_callback(on_done)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(on_done)
        await _cancel_and_wait(fut)
        return _outcome_or_timeout(fut)
    finally:
        timer.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures and tasks in fs; returns (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = set(fs)
    for f in fs:
        if iscoroutine(f):
            raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    get_running_loop()

    bell = _LOOP.create_future()
    timer = None if timeout is None else _LOOP.call_later(timeout, _resolve, bell)
    remaining = len(fs)

    def on_done(f):
        nonlocal remaining
        remaining -= 1
        enough = (remaining <= 0
                  or return_when == FIRST_COMPLETED
                  or (return_when == FIRST_EXCEPTION and not f.cancelled()
                      and f.exception() is not None))
        if enough:
            if timer is not None:
                timer.cancel()
            _resolve(bell)

    for f in fs:
        f.add_done_callback(on_done)
    try:
        await bell
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(on_done)
    done = {f for f in fs if f.done()}
    return done, fs - done


def as_completed(fs, *, timeout=None):
    """Yield awaitables giving the results of fs in the order they finish;
    after timeout seconds the remaining ones raise TimeoutError."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    arrivals = Queue()
    pending = []
    for f in fs:
        f = ensure_future(f)
        if f not in pending:
            pending.append(f)
    timer = None

    def on_done(f):
        if not pending:
            return
        pending.remove(f)
        arrivals.put_nowait(f)
        if not pending and timer is not None:
            timer.cancel()

    def on_timeout():
        # None tells each waiting consumer that time ran out.
        for f in pending:
            f.remove_done_callback(on_done)
            arrivals.put_nowait(None)
        pending.clear()

    async def next_result():
        f = await arrivals.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in pending:
        f.add_done_callback(on_done)
    if pending and timeout is not None:
        timer = _LOOP.call_later(timeout, on_timeout)
    for _ in range(len(pending)):
        yield next_result()


def shield(arg):
    """Protect an awaitable from cancellation: cancelling the returned
    future leaves the inner task running."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = Future()

    def copy_outcome(inner):
        if outer.cancelled():
            # Nobody will look at inner's exception; mark it retrieved.
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
            return
        problem = inner.exception()
        if problem is None:
            outer.set_result(inner.result())
        else:
            outer.set_exception(problem)

    def forget_inner(outer):
        if not inner.done():
            inner.remove_done_callback(copy_outcome)

    inner.add_done_callback(copy_outcome)
    outer.add_done_callback(forget_inner)
    return outer


# ----- timeouts --------------------------------------------------------------

class Timeout:
    """Async context manager cancelling its block at a deadline; the
    cancellation leaves the block as TimeoutError. Made by timeout() and
    timeout_at()."""
    __module__ = 'asyncio.timeouts'

    def __init__(self, when):
        self._deadline = when
        self._phase = 'created'
        self._alarm = None
        self._owner = None
        self._cancels_before = 0

    def when(self):
        return self._deadline

    def reschedule(self, when):
        """Move the deadline (None: no deadline)."""
        if self._phase != 'active':
            if self._phase == 'created':
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError(f'Cannot change state of {self._phase} Timeout')
        self._deadline = when
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if when is not None:
            if when <= _LOOP.time():
                self._alarm = _LOOP.call_soon(self._expire)
            else:
                self._alarm = _LOOP.call_at(when, self._expire)

    def expired(self):
        """True once the deadline has cancelled the block."""
        return self._phase in ('expiring', 'expired')

    def __repr__(self):
        extra = ''
        if self._phase == 'active':
            extra = f' when={None if self._deadline is None else round(self._deadline, 3)}'
        return f'<Timeout [{self._phase}]{extra}>'

    async def __aenter__(self):
        if self._phase != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._owner = task
        self._phase = 'active'
        self._cancels_before = task.cancelling()
        self.reschedule(self._deadline)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if self._phase == 'active':
            self._phase = 'finished'
        elif self._phase == 'expiring':
            self._phase = 'expired'
            # Only the cancellation we caused becomes a TimeoutError.
            if self._owner.uncancel() <= self._cancels_before and exc_type is CancelledError:
                raise TimeoutError from exc_val
        return None

    def _expire(self):
        self._owner.cancel()
        self._phase = 'expiring'
        self._alarm = None


def timeout(delay):
    """Timeout context manager with a deadline delay seconds from now."""
    now = get_running_loop().time()
    return Timeout(None if delay is None else now + delay)


def timeout_at(when):
    """Timeout context manager with a deadline at loop time `when`."""
    return Timeout(when)


# ----- synchronisation primitives ------------------------------------------------

def _describe(obj, state, waiters):
    if waiters:
        state = f'{state}, waiters:{len(waiters)}'
    kind = type(obj)
    return f'<{kind.__module__}.{kind.__qualname__} object at {id(obj):#x} [{state}]>'


class _AcquireReleaseCM:
    """`async with prim:` acquires on entry and releases on exit."""

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_AcquireReleaseCM):
    """Mutual exclusion for tasks; waiters get it first come, first served."""
    __module__ = 'asyncio.locks'

    def __init__(self):
        self._line = None
        self._held = False

    def __repr__(self):
        return _describe(self, 'locked' if self._held else 'unlocked', self._line)

    def locked(self):
        return self._held

    async def acquire(self):
        free = not self._held and (
            self._line is None or all(w.cancelled() for w in self._line))
        if free:
            self._held = True
            return True
        if self._line is None:
            self._line = []
        ticket = _LOOP.create_future()
        self._line.append(ticket)
        try:
            try:
                await ticket
            finally:
                self._line.remove(ticket)
        except CancelledError:
            # We were woken but cancelled before taking the lock: pass the
            # turn on.
            if not self._held:
                self._wake_first()
            raise
        self._held = True
        return True

    def release(self):
        if not self._held:
            raise RuntimeError('Lock is not acquired.')
        self._held = False
        self._wake_first()

    def _wake_first(self):
        if self._line:
            _resolve(self._line[0], True)


class Event:
    """A flag tasks can wait for."""
    __module__ = 'asyncio.locks'

    def __init__(self):
        self._line = []
        self._flag = False

    def __repr__(self):
        return _describe(self, 'set' if self._flag else 'unset', self._line)

    def is_set(self):
        return self._flag

    def set(self):
        if self._flag:
            return
        self._flag = True
        for ticket in self._line:
            _resolve(ticket, True)

    def clear(self):
        self._flag = False

    async def wait(self):
        if self._flag:
            return True
        ticket = _LOOP.create_future()
        self._line.append(ticket)
        try:
            await ticket
            return True
        finally:
            self._line.remove(ticket)


class Condition(_AcquireReleaseCM):
    """A condition variable: tasks holding its lock wait() until another
    task notify()s them."""
    __module__ = 'asyncio.locks'

    def __init__(self, lock=None):
        self._mutex = Lock() if lock is None else lock
        self.locked = self._mutex.locked
        self.acquire = self._mutex.acquire
        self.release = self._mutex.release
        self._line = []

    def __repr__(self):
        return _describe(self, 'locked' if self.locked() else 'unlocked', self._line)

    async def wait(self):
        """Release the lock, wait for a notify, then take the lock back
        (even when cancelled: the caller always holds it afterwards)."""
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            ticket = _LOOP.create_future()
            self._line.append(ticket)
            try:
                await ticket
                return True
            finally:
                self._line.remove(ticket)
        finally:
            interrupted = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    interrupted = True
            if interrupted:
                raise CancelledError

    async def wait_for(self, predicate):
        """wait() until predicate() is true; returns its value."""
        value = predicate()
        while not value:
            await self.wait()
            value = predicate()
        return value

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        woken = 0
        for ticket in self._line:
            if woken >= n:
                break
            if not ticket.done():
                woken += 1
                ticket.set_result(False)

    def notify_all(self):
        self.notify(len(self._line))


class Semaphore(_AcquireReleaseCM):
    """A counter of free slots; acquire() waits while none is free."""
    __module__ = 'asyncio.locks'

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._line = None
        self._free = value

    def __repr__(self):
        state = 'locked' if self.locked() else f'unlocked, value:{self._free}'
        return _describe(self, state, self._line)

    def locked(self):
        """True when acquire() would wait."""
        if self._free == 0:
            return True
        return any(not w.cancelled() for w in self._line or ())

    async def acquire(self):
        if not self.locked():
            self._free -= 1
            return True
        if self._line is None:
            self._line = []
        ticket = _LOOP.create_future()
        self._line.append(ticket)
        try:
            try:
                await ticket
            finally:
                self._line.remove(ticket)
        except CancelledError:
            # Handed a slot, then cancelled: give the slot back.
            if not ticket.cancelled():
                self._free += 1
                self._wake_next()
            raise
        if self._free > 0:
            self._wake_next()
        return True

    def release(self):
        self._free += 1
        self._wake_next()

    def _wake_next(self):
        # The slot is handed over now, so no newcomer can take it first.
        for ticket in self._line or ():
            if not ticket.done():
                self._free -= 1
                ticket.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    """A Semaphore refusing to be released above its initial value."""
    __module__ = 'asyncio.locks'

    def __init__(self, value=1):
        self._ceiling = value
        super().__init__(value)

    def release(self):
        if self._free >= self._ceiling:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Barrier:
    """Lets `parties` tasks wait until all of them have arrived. Its states:
    filling (tasks arriving), draining (releasing them), resetting, broken."""
    __module__ = 'asyncio.locks'

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._guard = Condition()
        self._size = parties
        self._phase = 'filling'
        self._arrived = 0

    def __repr__(self):
        state = self._phase
        if not self.broken:
            state += f', waiters:{self.n_waiting}/{self.parties}'
        kind = type(self)
        return f'<{kind.__module__}.{kind.__qualname__} object at {id(self):#x} [{state}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *exc_info):
        pass

    async def wait(self):
        """Arrive and wait for the others; returns this task's arrival
        index (0 .. parties-1)."""
        async with self._guard:
            await self._guard.wait_for(
                lambda: self._phase not in ('draining', 'resetting'))
            if self._phase == 'broken':
                raise BrokenBarrierError('Barrier aborted')
            try:
                index = self._arrived
                self._arrived += 1
                if index + 1 == self._size:
                    self._phase = 'draining'
                    self._guard.notify_all()
                else:
                    await self._guard.wait_for(lambda: self._phase != 'filling')
                    if self._phase in ('broken', 'resetting'):
                        raise BrokenBarrierError('Abort or reset of barrier')
                return index
            finally:
                self._arrived -= 1
                if self._arrived == 0:
                    if self._phase in ('resetting', 'draining'):
                        self._phase = 'filling'
                    self._guard.notify_all()

    async def reset(self):
        """Back to the empty state; tasks waiting get BrokenBarrierError."""
        async with self._guard:
            self._phase = 'resetting' if self._arrived > 0 else 'filling'
            self._guard.notify_all()

    async def abort(self):
        """Break the barrier: waiting and future callers get BrokenBarrierError."""
        async with self._guard:
            self._phase = 'broken'
            self._guard.notify_all()

    @property
    def parties(self):
        return self._size

    @property
    def n_waiting(self):
        return self._arrived if self._phase == 'filling' else 0

    @property
    def broken(self):
        return self._phase == 'broken'


# ----- queues ------------------------------------------------------------------

class QueueEmpty(Exception):
    """get_nowait() on an empty queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """put_nowait() on a full queue."""
    __module__ = 'asyncio.queues'


def _wake_one(waiters):
    while waiters:
        ticket = waiters.pop(0)
        if not ticket.done():
            ticket.set_result(None)
            return


class Queue:
    """A FIFO queue for tasks; maxsize <= 0 means unbounded. join() waits
    until every item put has been marked task_done()."""
    __module__ = 'asyncio.queues'

    def __init__(self, maxsize=0):
        self._capacity = maxsize
        self._waiting_get = []
        self._waiting_put = []
        self._open_items = 0
        self._drained = Event()
        self._drained.set()
        self._init(maxsize)

    # Storage; the subclasses change the order.
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop(0)

    def _format(self):
        text = f'maxsize={self._capacity!r}'
        if getattr(self, '_queue', None):
            text += f' _queue={list(self._queue)!r}'
        if self._waiting_get:
            text += f' _getters[{len(self._waiting_get)}]'
        if self._waiting_put:
            text += f' _putters[{len(self._waiting_put)}]'
        if self._open_items:
            text += f' tasks={self._open_items}'
        return text

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._capacity

    def empty(self):
        return not self._queue

    def full(self):
        return 0 < self._capacity <= self.qsize()

    async def _wait_turn(self, waiters, blocked):
        """Wait in line while blocked(); on cancellation, leave the line and
        pass a wake-up on if it was ours to use."""
        while blocked():
            ticket = _LOOP.create_future()
            waiters.append(ticket)
            try:
                await ticket
            except:
                ticket.cancel()
                if ticket in waiters:
                    waiters.remove(ticket)
                if not blocked() and not ticket.cancelled():
                    _wake_one(waiters)
                raise

    async def put(self, item):
        """Put item, waiting while the queue is full."""
        await self._wait_turn(self._waiting_put, self.full)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._open_items += 1
        self._drained.clear()
        _wake_one(self._waiting_get)

    async def get(self):
        """Remove and return an item, waiting while the queue is empty."""
        await self._wait_turn(self._waiting_get, self.empty)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        _wake_one(self._waiting_put)
        return item

    def task_done(self):
        """Mark one item taken from the queue as processed."""
        if self._open_items <= 0:
            raise ValueError('task_done() called too many times')
        self._open_items -= 1
        if self._open_items == 0:
            self._drained.set()

    async def join(self):
        """Wait until every item put has been marked task_done()."""
        if self._open_items > 0:
            await self._drained.wait()


class PriorityQueue(Queue):
    """A Queue giving the smallest item first (entries are often
    (priority, data) tuples)."""
    __module__ = 'asyncio.queues'

    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    """A Queue giving the most recently added item first."""
    __module__ = 'asyncio.queues'

    def _get(self):
        return self._queue.pop()


# ----- task groups ---------------------------------------------------------------

class TaskGroup:
    """`async with TaskGroup() as tg:` runs the tasks made by
    tg.create_task() and waits for them all on exit. The first task to
    fail cancels the rest and the body; the failures are raised together
    as an ExceptionGroup."""
    __module__ = 'asyncio.taskgroups'

    def __init__(self):
        self._in_use = False
        self._closing = False
        self._stopping = False
        self._owner = None
        self._owner_cancelled = False
        self._members = []
        self._failures = []
        self._fatal = None
        self._emptied = None

    def __repr__(self):
        words = []
        if self._members:
            words.append(f'tasks={len(self._members)}')
        if self._failures:
            words.append(f'errors={len(self._failures)}')
        if self._stopping:
            words.append('cancelling')
        elif self._in_use:
            words.append('entered')
        return '<TaskGroup' + ''.join(' ' + w for w in words) + '>'

    async def __aenter__(self):
        if self._in_use:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        get_running_loop()
        self._owner = current_task()
        if self._owner is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        self._in_use = True
        return self

    async def __aexit__(self, et, exc, tb):
        self._closing = True
        if exc is not None and _is_fatal(exc) and self._fatal is None:
            self._fatal = exc
        # A cancellation of the body is passed on, unless it was only the
        # one we requested ourselves when a task failed.
        cancel_to_raise = exc if et is CancelledError else None
        if self._owner_cancelled and self._owner.uncancel() == 0:
            cancel_to_raise = None
        if et is not None and not self._stopping:
            self._abort()

        while self._members:
            if self._emptied is None:
                self._emptied = _LOOP.create_future()
            try:
                await self._emptied
            except CancelledError as cancelled:
                if not self._stopping:
                    cancel_to_raise = cancelled
                    self._abort()
            self._emptied = None

        if self._fatal is not None:
            raise self._fatal
        if cancel_to_raise and not self._failures:
            raise cancel_to_raise
        if et is not None and et is not CancelledError:
            self._failures.append(exc)
        if self._failures:
            errors = self._failures
            # Drop our reference: the group carries the errors from here.
            self._failures = None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errors) from None

    def create_task(self, coro, *, name=None, context=None):
        """Start a task belonging to the group."""
        if not self._in_use:
            raise RuntimeError(f'TaskGroup {self!r} has not been entered')
        if self._closing and not self._members:
            raise RuntimeError(f'TaskGroup {self!r} is finished')
        if self._stopping:
            raise RuntimeError(f'TaskGroup {self!r} is shutting down')
        task = create_task(coro, name=name, context=context)
        task.add_done_callback(self._task_finished)
        self._members.append(task)
        return task

    def _abort(self):
        self._stopping = True
        for task in self._members:
            if not task.done():
                task.cancel()

    def _task_finished(self, task):
        if task in self._members:
            self._members.remove(task)
        if self._emptied is not None and not self._members:
            _resolve(self._emptied, True)
        if task.cancelled():
            return
        problem = task.exception()
        if problem is None:
            return
        self._failures.append(problem)
        if _is_fatal(problem) and self._fatal is None:
            self._fatal = problem
        if self._owner.done():
            return
        if not self._stopping and not self._owner_cancelled:
            # The first failure cancels the other tasks and the body.
            self._abort()
            self._owner_cancelled = True
            self._owner.cancel()


def _is_fatal(exc):
    # Errors that end the whole group at once instead of being collected.
    return isinstance(exc, (SystemExit, KeyboardInterrupt))
