"""contextlib for corral: tools built around the with statement.

Our own implementation, written from the library reference of CPython 3.11
and from watching how its contextlib behaves. Public names, signatures,
results and error messages follow CPython; the internals are corral's.
"""

import abc as _abc
from functools import update_wrapper as _update_wrapper, wraps as _wraps
import sys as _sys

__all__ = (
    "asynccontextmanager contextmanager closing nullcontext"
    " AbstractContextManager AbstractAsyncContextManager AsyncExitStack"
    " ContextDecorator ExitStack redirect_stdout redirect_stderr suppress"
    " aclosing chdir"
).split()

# The class that `list[int]` is an instance of; subscripting the ABCs below
# gives one of these, as it does for builtin containers.
_alias_type = type(list[int])

# Marks "the generator produced nothing more" for next()/anext() defaults,
# and "no such attribute" for getattr().
_DONE = object()

# What __exit__ is passed when the block ended without an exception.
_NO_ERROR = (None, None, None)


# --- the two protocol ABCs -------------------------------------------------

def _provides(klass, name):
    """Whether `name` is defined along klass's MRO; an entry set to None
    means the class opted out of it."""
    for base in klass.__mro__:
        # Builtin classes may have no __dict__ in corral.
        own = getattr(base, "__dict__", None) or {}
        if name in own:
            return own[name] is not None
    return False


def _install_structural_check(abc_class, *required):
    """Let classes that merely define every name in `required` count as
    virtual subclasses of abc_class. Only abc_class itself answers that
    way; for its subclasses, plain inheritance decides."""
    def hook(cls, candidate):
        conforms = cls is abc_class and all(
            _provides(candidate, name) for name in required)
        return True if conforms else NotImplemented
    abc_class.__subclasshook__ = classmethod(hook)


class AbstractContextManager(metaclass=_abc.ABCMeta):
    """ABC for objects usable in a `with` statement: those defining both
    __enter__ and __exit__."""

    __class_getitem__ = classmethod(_alias_type)

    def __enter__(self):
        """By default a manager hands out itself."""
        return self

    @_abc.abstractmethod
    def __exit__(self, kind, error, trace):
        """By default nothing is suppressed."""
        return None


class AbstractAsyncContextManager(metaclass=_abc.ABCMeta):
    """ABC for objects usable in an `async with` statement: those defining
    both __aenter__ and __aexit__."""

    __class_getitem__ = classmethod(_alias_type)

    async def __aenter__(self):
        """By default a manager hands out itself."""
        return self

    @_abc.abstractmethod
    async def __aexit__(self, kind, error, trace):
        """By default nothing is suppressed."""
        return None


_install_structural_check(AbstractContextManager, "__enter__", "__exit__")
_install_structural_check(AbstractAsyncContextManager,
                          "__aenter__", "__aexit__")


# --- managers that double as decorators ------------------------------------

class _CallWrapper:
    """What ContextDecorator and AsyncContextDecorator have in common:
    applied to a function, the manager returns a wrapper (built by
    _wrap_call) that runs each call inside a manager from _recreate_cm."""

    def _recreate_cm(self):
        # Single-use managers hand out a fresh equivalent here.
        return self

    def __call__(self, func):
        return _wraps(func)(self._wrap_call(func))


class ContextDecorator(_CallWrapper):
    """Mixin for context managers that may also decorate a function, so
    that each call of it runs inside the context."""

    def _wrap_call(self, func):
        def run_inside(*args, **kwds):
            outcome = None
            manager = self._recreate_cm()
            with manager:
                outcome = func(*args, **kwds)
            return outcome
        return run_inside


class AsyncContextDecorator(_CallWrapper):
    """The ContextDecorator counterpart for asynchronous managers, applied
    to coroutine functions."""

    def _wrap_call(self, func):
        async def run_inside(*args, **kwds):
            outcome = None
            manager = self._recreate_cm()
            async with manager:
                outcome = await func(*args, **kwds)
            return outcome
        return run_inside


# --- @contextmanager and @asynccontextmanager ------------------------------

def _is_echo(err, sent, tb, wrapped_kinds):
    """Whether `err`, escaping from throwing `sent` into a generator, is
    really `sent` coming back out, in which case the with statement should
    go on raising the original and __exit__ must not raise."""
    if err is sent:
        err.__traceback__ = tb
        return True
    # PEP 479 turns a StopIteration (or StopAsyncIteration) that leaves a
    # generator into a RuntimeError caused by it: still the same error.
    if (isinstance(err, RuntimeError) and isinstance(sent, wrapped_kinds)
            and err.__cause__ is sent):
        sent.__traceback__ = tb
        return True
    return False


class _GenBacked:
    """State shared by the generator-driven managers: the running
    generator, plus what it takes to start another for decorator use."""

    def __init__(self, gen_func, args, kwds):
        self.func = gen_func
        self.args = args
        self.kwds = kwds
        generator = gen_func(*args, **kwds)
        self.gen = generator
        # Instances carry the generator function's documentation, if any.
        own = getattr(gen_func, "__doc__", None)
        self.__doc__ = type(self).__doc__ if own is None else own

    def _recreate_cm(self):
        # A generator runs only once, so every decorated call needs its own.
        cls = type(self)
        return cls(self.func, self.args, self.kwds)

    def _started(self):
        # Entered managers no longer need the recipe; dropping it also
        # drops the references it holds.
        del self.func, self.args, self.kwds


class _GeneratorContextManager(_GenBacked, AbstractContextManager,
                               ContextDecorator):
    """Helper for @contextmanager decorator."""

    def __enter__(self):
        self._started()
        first = next(self.gen, _DONE)
        if first is _DONE:
            raise RuntimeError("generator didn't yield") from None
        return first

    def __exit__(self, kind, error, trace):
        gen = self.gen
        if kind is None:
            if next(gen, _DONE) is _DONE:
                return False
            raise RuntimeError("generator didn't stop")
        if error is None:
            # `with` may pass an exception class without an instance.
            error = kind()
        try:
            gen.throw(kind, error, trace)
        except StopIteration as ended:
            # The generator handled the error and returned: swallow it.
            return ended is not error
        except BaseException as err:
            if _is_echo(err, error, trace, StopIteration):
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")


class _AsyncGeneratorContextManager(_GenBacked, AbstractAsyncContextManager,
                                    AsyncContextDecorator):
    """Helper for @asynccontextmanager decorator."""

    async def __aenter__(self):
        self._started()
        first = await anext(self.gen, _DONE)
        if first is _DONE:
            raise RuntimeError("generator didn't yield") from None
        return first

    async def __aexit__(self, kind, error, trace):
        agen = self.gen
        if kind is None:
            if await anext(agen, _DONE) is _DONE:
                return False
            raise RuntimeError("generator didn't stop")
        if error is None:
            error = kind()
        try:
            await agen.athrow(kind, error, trace)
        except StopAsyncIteration as ended:
            return ended is not error
        except BaseException as err:
            if _is_echo(err, error, trace, (StopIteration, StopAsyncIteration)):
                return False
            raise
        raise RuntimeError("generator didn't stop after athrow()")


def _manager_factory(manager_class, func):
    def build(*args, **kwds):
        return manager_class(func, args, kwds)
    return _update_wrapper(build, func)


def contextmanager(func):
    """Decorator making a context manager factory out of a generator
    function that yields exactly once. The code before the yield runs on
    entry and the yielded value is bound by `as`; the code after it runs
    on exit, and an exception from the block is raised at the yield."""
    return _manager_factory(_GeneratorContextManager, func)


def asynccontextmanager(func):
    """Like contextmanager, for async generator functions; the managers it
    makes are used with `async with`."""
    return _manager_factory(_AsyncGeneratorContextManager, func)


# --- small ready-made managers ---------------------------------------------

class _Closer:
    # closing and aclosing keep the object under the documented name.
    def __init__(self, thing):
        self.thing = thing


class closing(_Closer, AbstractContextManager):
    """Call the close() method of an object when the block ends, however it
    ends: `with closing(obj) as o:` binds obj itself."""

    def __enter__(self):
        return self.thing

    def __exit__(self, kind, error, trace):
        closer = self.thing.close
        closer()


class aclosing(_Closer, AbstractAsyncContextManager):
    """Await the aclose() method of an object when an `async with` block
    ends, e.g. to finish an async generator deterministically."""

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, kind, error, trace):
        closer = self.thing.aclose
        await closer()


class suppress(AbstractContextManager):
    """Silence the listed exception types (and their subclasses) when they
    leave the block; execution carries on after the with statement."""

    def __init__(self, *exceptions):
        self._kinds = exceptions

    def __enter__(self):
        return None

    def __exit__(self, kind, error, trace):
        # A true result tells the with statement to swallow the error.
        return kind is not None and issubclass(kind, self._kinds)


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """A manager that does nothing but hand out enter_result; it works with
    both `with` and `async with`, as a stand-in for an optional manager."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, kind, error, trace):
        return None

    async def __aenter__(self):
        return self.__enter__()

    async def __aexit__(self, kind, error, trace):
        return None


class _StreamSwap(AbstractContextManager):
    """Put another file object in place of a sys stream for the block.
    Previous values are kept on a stack, so one instance may be re-entered
    while already active."""

    _attr = None  # which sys attribute; set by the subclasses

    def __init__(self, new_target):
        self._target = new_target
        self._previous = []

    def __enter__(self):
        self._previous.append(getattr(_sys, self._attr))
        setattr(_sys, self._attr, self._target)
        return self._target

    def __exit__(self, kind, error, trace):
        setattr(_sys, self._attr, self._previous.pop())


class redirect_stdout(_StreamSwap):
    """Send what is written to sys.stdout to another file object while the
    block runs; `as` binds that object."""

    _attr = "stdout"


class redirect_stderr(_StreamSwap):
    """Send what is written to sys.stderr to another file object while the
    block runs; `as` binds that object."""

    _attr = "stderr"


class chdir(AbstractContextManager):
    """Make `path` the working directory for the block and go back to the
    previous one afterwards (process-wide, so not thread-safe)."""

    def __init__(self, path):
        self.path = path
        self._came_from = []

    def __enter__(self):
        import os
        self._came_from.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, kind, error, trace):
        import os
        os.chdir(self._came_from.pop())


# --- ExitStack and AsyncExitStack -------------------------------------------

def _protocol_error(cls, asynchronous=False):
    kind = "asynchronous context manager" if asynchronous else "context manager"
    return TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                     f"not support the {kind} protocol")


def _link_context(raised, pending, outer):
    """An exit callback raised `raised` while `pending` was the exception
    in flight. Python chained the new exception to `outer`, the exception
    the caller was handling when the stack unwound; point that link at
    `pending` instead, as nested with statements would have."""
    node = raised
    while True:
        nxt = node.__context__
        if nxt is None or nxt is pending:
            return
        if nxt is outer:
            node.__context__ = pending
            return
        node = nxt


def _raise_with_own_context(exc):
    # Raising here would chain the exception being handled onto exc;
    # _link_context already set the chain it should keep.
    kept = exc.__context__
    try:
        raise exc
    finally:
        exc.__context__ = kept


class _UnwindState:
    """Bookkeeping while an exit stack unwinds: the exception each callback
    is shown, and whether it was suppressed or replaced on the way."""

    def __init__(self, exc_type, exc, tb):
        self.details = (exc_type, exc, tb)
        self.arrived_with_error = exc_type is not None
        self.outer = _sys.exception()
        self.suppressed = False
        self.replaced = False

    def verdict(self, swallow):
        if swallow:
            self.suppressed, self.replaced = True, False
            self.details = _NO_ERROR

    def failed(self, err):
        _link_context(err, self.details[1], self.outer)
        self.replaced = True
        self.details = (type(err), err, err.__traceback__)

    def finish(self):
        if self.replaced:
            _raise_with_own_context(self.details[1])
        return self.arrived_with_error and self.suppressed


class _ExitStackCore:
    """The callback stack shared by ExitStack and AsyncExitStack. Each
    entry is (is_coroutine, callable taking exc_type, exc, tb)."""

    def __init__(self):
        self._unwind = []

    def pop_all(self):
        """Move every callback to a new stack (returned); this one is left
        empty, so leaving it no longer runs them."""
        heir = type(self)()
        heir._unwind, self._unwind = self._unwind, []
        return heir

    def push(self, exit):
        """Register a callback with the __exit__ signature, or the __exit__
        of a context manager object (whose __enter__ is not called).
        Returns its argument, so that it may serve as a decorator."""
        self._add_exit(exit, "__exit__", False)
        return exit

    def callback(self, callback, /, *args, **kwds):
        """Register callback(*args, **kwds) to run on exit; it cannot
        suppress exceptions. Returns callback."""
        self._add_plain(callback, args, kwds, False)
        return callback

    # Helpers parametrised by the protocol: the synchronous or the
    # asynchronous one, told apart by `is_coro`.

    def _add_exit(self, exit, method_name, is_coro):
        method = getattr(type(exit), method_name, _DONE)
        if method is _DONE:
            # A bare callable with the exit signature.
            self._unwind.append((is_coro, exit))
        else:
            self._add_bound(exit, method, is_coro)

    def _add_bound(self, manager, method, is_coro):
        def on_exit(exc_type, exc, tb):
            return method(manager, exc_type, exc, tb)
        on_exit.__self__ = manager
        self._unwind.append((is_coro, on_exit))

    def _add_plain(self, fn, args, kwds, is_coro):
        # The result is discarded either way: these never suppress.
        if is_coro:
            async def on_exit(exc_type, exc, tb):
                await fn(*args, **kwds)
        else:
            def on_exit(exc_type, exc, tb):
                fn(*args, **kwds)
        on_exit.__wrapped__ = fn
        self._unwind.append((is_coro, on_exit))

    @staticmethod
    def _protocol_of(cm, enter_name, exit_name, is_coro):
        cls = type(cm)
        enter = getattr(cls, enter_name, _DONE)
        leave = getattr(cls, exit_name, _DONE)
        if enter is _DONE or leave is _DONE:
            raise _protocol_error(cls, is_coro) from None
        return enter, leave

    def enter_context(self, cm):
        """Enter a context manager; its __exit__ joins the stack. Returns
        what __enter__ returned."""
        enter, leave = self._protocol_of(cm, "__enter__", "__exit__", False)
        entered = enter(cm)
        self._add_bound(cm, leave, False)
        return entered


class ExitStack(_ExitStackCore, AbstractContextManager):
    """A with statement holding any number of context managers and callbacks.

    Callbacks run last-in first-out on exit. Each one sees the exception
    still in flight; one returning true suppresses it, one raising
    replaces it.
    """

    def __exit__(self, kind, error, trace):
        state = _UnwindState(kind, error, trace)
        pending = self._unwind
        while pending:
            _, func = pending.pop()
            try:
                state.verdict(func(*state.details))
            except BaseException as err:
                state.failed(err)
        return state.finish()

    def close(self):
        """Run and drop every callback now."""
        self.__exit__(*_NO_ERROR)


class AsyncExitStack(_ExitStackCore, AbstractAsyncContextManager):
    """ExitStack for `async with`: also takes asynchronous context
    managers and coroutine callbacks."""

    async def enter_async_context(self, cm):
        """Enter an asynchronous context manager; its __aexit__ joins the
        stack. Returns what __aenter__ returned."""
        enter, leave = self._protocol_of(cm, "__aenter__", "__aexit__", True)
        entered = await enter(cm)
        self._add_bound(cm, leave, True)
        return entered

    def push_async_exit(self, exit):
        """Register a coroutine function with the __aexit__ signature, or
        the __aexit__ of an asynchronous context manager object."""
        self._add_exit(exit, "__aexit__", True)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Register an arbitrary coroutine function and arguments; it
        cannot suppress exceptions. Returns callback."""
        self._add_plain(callback, args, kwds, True)
        return callback

    async def aclose(self):
        """Run and drop every callback now."""
        await self.__aexit__(*_NO_ERROR)

    async def __aexit__(self, kind, error, trace):
        state = _UnwindState(kind, error, trace)
        pending = self._unwind
        while pending:
            is_coro, func = pending.pop()
            try:
                outcome = func(*state.details)
                if is_coro:
                    outcome = await outcome
                state.verdict(outcome)
            except BaseException as err:
                state.failed(err)
        return state.finish()
