"""contextlib for corral: helpers for with-statement context managers.

Written for corral from the documentation of CPython 3.11's contextlib
(contextmanager, ExitStack, suppress, ...). Messages match CPython's.
"""

from abc import ABCMeta as _ABCMeta, abstractmethod as _abstractmethod
from functools import wraps
import sys as _sys

__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "AbstractAsyncContextManager",
           "AsyncExitStack", "ContextDecorator", "ExitStack",
           "redirect_stdout", "redirect_stderr", "suppress", "aclosing",
           "chdir"]

_GenericAlias = type(list[int])


def _defines_all(cls, names):
    """For __subclasshook__: True when every name is defined (and not set
    to None) somewhere along cls's MRO, else NotImplemented."""
    for name in names:
        for klass in cls.__mro__:
            # Builtin classes (object) have no __dict__ in corral.
            members = getattr(klass, '__dict__', None) or {}
            if name in members:
                if members[name] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _protocol_error(cls, asynchronous=False):
    kind = "asynchronous context manager" if asynchronous else "context manager"
    return TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                     f"not support the {kind} protocol")


class AbstractContextManager(metaclass=_ABCMeta):
    """ABC of objects usable in a with statement (having __enter__ and
    __exit__)."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __enter__(self):
        """Entering gives the manager itself by default."""
        return self

    @_abstractmethod
    def __exit__(self, exc_type, exc, tb):
        """Leaving lets any exception through by default."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _defines_all(C, ("__enter__", "__exit__"))
        return NotImplemented


class AbstractAsyncContextManager(metaclass=_ABCMeta):
    """ABC of objects usable in an async with statement (having __aenter__
    and __aexit__)."""

    __class_getitem__ = classmethod(_GenericAlias)

    async def __aenter__(self):
        """Entering gives the manager itself by default."""
        return self

    @_abstractmethod
    async def __aexit__(self, exc_type, exc, tb):
        """Leaving lets any exception through by default."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _defines_all(C, ("__aenter__", "__aexit__"))
        return NotImplemented


class ContextDecorator:
    """Base for context managers that can also decorate a function: each
    call of the function then runs inside the context."""

    def _recreate_cm(self):
        # A context manager that can only be used once returns a fresh
        # copy of itself here, so every decorated call gets its own.
        return self

    def __call__(self, func):
        @wraps(func)
        def within(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return within


class AsyncContextDecorator:
    """ContextDecorator for asynchronous context managers and coroutine
    functions."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        async def within(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return within


class _GeneratorCMCommon:
    """What the synchronous and asynchronous generator-based context
    managers share: the generator, and the recipe to build another one."""

    def __init__(self, func, args, kwds):
        self.func = func
        self.args = args
        self.kwds = kwds
        self.gen = func(*args, **kwds)
        # The instance documents itself with the generator function's doc.
        own_doc = getattr(func, "__doc__", None)
        self.__doc__ = type(self).__doc__ if own_doc is None else own_doc

    def _recreate_cm(self):
        # A generator runs once: a decorated call needs a new manager.
        return type(self)(self.func, self.args, self.kwds)


class _GeneratorContextManager(_GeneratorCMCommon, AbstractContextManager,
                               ContextDecorator):
    """Helper for @contextmanager."""

    def __enter__(self):
        # The recipe is only for decorator use; once entered, drop it.
        del self.func, self.args, self.kwds
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            # The with statement may hand over a class with no instance.
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as stop:
            # The generator caught the exception and finished: suppress it,
            # unless what stopped it is the very StopIteration thrown in.
            return stop is not value
        except RuntimeError as err:
            if err is value:
                err.__traceback__ = traceback
                return False
            # A StopIteration thrown in comes back out of the generator as
            # a RuntimeError caused by it (PEP 479): that is no new error.
            if isinstance(value, StopIteration) and err.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as err:
            if err is not value:
                raise
            err.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after throw()")


class _AsyncGeneratorContextManager(_GeneratorCMCommon,
                                    AbstractAsyncContextManager,
                                    AsyncContextDecorator):
    """Helper for @asynccontextmanager."""

    async def __aenter__(self):
        del self.func, self.args, self.kwds
        try:
            return await anext(self.gen)
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await anext(self.gen)
            except StopAsyncIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(typ, value, traceback)
        except StopAsyncIteration as stop:
            return stop is not value
        except RuntimeError as err:
            if err is value:
                err.__traceback__ = traceback
                return False
            if (isinstance(value, (StopIteration, StopAsyncIteration))
                    and err.__cause__ is value):
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as err:
            if err is not value:
                raise
            err.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def contextmanager(func):
    """Turn a generator function that yields once into a context manager
    factory: the code before the yield runs on entry, the rest on exit, and
    an exception in the with block is raised at the yield."""
    @wraps(func)
    def factory(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return factory


def asynccontextmanager(func):
    """contextmanager for async generator functions: the result is used
    with `async with`."""
    @wraps(func)
    def factory(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return factory


class closing(AbstractContextManager):
    """Context to automatically close something at the end of a block:
    `with closing(thing) as t:` calls thing.close() on the way out."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class aclosing(AbstractAsyncContextManager):
    """Async context to automatically aclose() something at the end of a
    block."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class suppress(AbstractContextManager):
    """Context manager to suppress the given exceptions (and their
    subclasses) raised in its block; execution resumes after the block."""

    def __init__(self, *exceptions):
        self._kinds = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exc_type, exc, tb):
        # True swallows the exception.
        return exc_type is not None and issubclass(exc_type, self._kinds)


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """Context manager that does nothing; entering it gives enter_result.
    Usable with both `with` and `async with`."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
        pass


class _SwapSysStream(AbstractContextManager):
    """Replace a sys stream for the block. Entries stack, so one instance
    may be entered again while it is active."""

    _which = None

    def __init__(self, new_target):
        self._replacement = new_target
        self._saved = []

    def __enter__(self):
        self._saved.append(getattr(_sys, self._which))
        setattr(_sys, self._which, self._replacement)
        return self._replacement

    def __exit__(self, *exc_info):
        setattr(_sys, self._which, self._saved.pop())


class redirect_stdout(_SwapSysStream):
    """Send sys.stdout to another file object within the block."""

    _which = "stdout"


class redirect_stderr(_SwapSysStream):
    """Send sys.stderr to another file object within the block."""

    _which = "stderr"


class chdir(AbstractContextManager):
    """Change the working directory for the block, restoring it after."""

    def __init__(self, path):
        self.path = path
        self._saved = []

    def __enter__(self):
        import os
        self._saved.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *exc_info):
        import os
        os.chdir(self._saved.pop())


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


class _ExitStackCore:
    """The callback stack shared by ExitStack and AsyncExitStack. Each
    entry is (is_sync, callable taking exc_type, exc, tb)."""

    def __init__(self):
        self._unwind = []

    def pop_all(self):
        """Move every callback to a new stack (returned); this one is left
        empty, so leaving it no longer runs them."""
        heir = type(self)()
        heir._unwind = self._unwind
        self._unwind = []
        return heir

    def push(self, exit):
        """Register a callback with the __exit__ signature, or the __exit__
        of a context manager object (whose __enter__ is not called).
        Returns its argument, so that it may serve as a decorator."""
        exit_method = getattr(type(exit), "__exit__", None)
        if exit_method is None:
            self._unwind.append((True, exit))
        else:
            self._push_bound_exit(exit, exit_method)
        return exit

    def enter_context(self, cm):
        """Enter a context manager; its __exit__ joins the stack. Returns
        what __enter__ returned."""
        cls = type(cm)
        try:
            enter, leave = cls.__enter__, cls.__exit__
        except AttributeError:
            raise _protocol_error(cls) from None
        result = enter(cm)
        self._push_bound_exit(cm, leave)
        return result

    def callback(self, callback, /, *args, **kwds):
        """Register callback(*args, **kwds) to run on exit; it cannot
        suppress exceptions. Returns callback."""
        def on_exit(exc_type, exc, tb):
            callback(*args, **kwds)
        on_exit.__wrapped__ = callback
        self._unwind.append((True, on_exit))
        return callback

    def _push_bound_exit(self, cm, exit_method):
        def on_exit(exc_type, exc, tb):
            return exit_method(cm, exc_type, exc, tb)
        on_exit.__self__ = cm
        self._unwind.append((True, on_exit))


class ExitStack(_ExitStackCore, AbstractContextManager):
    """A with statement holding any number of context managers and callbacks.

    Callbacks run last-in first-out on exit. Each one sees the exception
    still in flight; one returning true suppresses it, one raising
    replaces it.
    """

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        had_error = exc_details[0] is not None
        outer = _sys.exception()
        current = exc_details
        suppressed = False
        replaced = False
        while self._unwind:  # last in, first out
            _, func = self._unwind.pop()
            try:
                if func(*current):
                    suppressed, replaced = True, False
                    current = (None, None, None)
            except BaseException as err:
                _link_context(err, current[1], outer)
                replaced = True
                current = (type(err), err, err.__traceback__)
        if replaced:
            _reraise(current[1])
        return had_error and suppressed

    def close(self):
        """Run and drop every callback now."""
        self.__exit__(None, None, None)


def _reraise(exc):
    # Raising here would make the exception now being handled its context;
    # keep the chain that _link_context built instead.
    chain = exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__context__ = chain
        raise


class AsyncExitStack(_ExitStackCore, AbstractAsyncContextManager):
    """ExitStack for `async with`: also takes asynchronous context
    managers and coroutine callbacks."""

    async def enter_async_context(self, cm):
        """Enter an asynchronous context manager; its __aexit__ joins the
        stack. Returns what __aenter__ returned."""
        cls = type(cm)
        try:
            enter, leave = cls.__aenter__, cls.__aexit__
        except AttributeError:
            raise _protocol_error(cls, True) from None
        result = await enter(cm)
        self._push_bound_aexit(cm, leave)
        return result

    def push_async_exit(self, exit):
        """Register a coroutine function with the __aexit__ signature, or
        the __aexit__ of an asynchronous context manager object."""
        exit_method = getattr(type(exit), "__aexit__", None)
        if exit_method is None:
            self._unwind.append((False, exit))
        else:
            self._push_bound_aexit(exit, exit_method)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Register an arbitrary coroutine function and arguments; it
        cannot suppress exceptions. Returns callback."""
        async def on_exit(exc_type, exc, tb):
            await callback(*args, **kwds)
        on_exit.__wrapped__ = callback
        self._unwind.append((False, on_exit))
        return callback

    def _push_bound_aexit(self, cm, exit_method):
        async def on_exit(exc_type, exc, tb):
            return await exit_method(cm, exc_type, exc, tb)
        on_exit.__self__ = cm
        self._unwind.append((False, on_exit))

    async def aclose(self):
        """Run and drop every callback now."""
        await self.__aexit__(None, None, None)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        had_error = exc_details[0] is not None
        outer = _sys.exception()
        current = exc_details
        suppressed = False
        replaced = False
        while self._unwind:  # last in, first out
            is_sync, func = self._unwind.pop()
            try:
                verdict = func(*current)
                if not is_sync:
                    verdict = await verdict
                if verdict:
                    suppressed, replaced = True, False
                    current = (None, None, None)
            except BaseException as err:
                _link_context(err, current[1], outer)
                replaced = True
                current = (type(err), err, err.__traceback__)
        if replaced:
            _reraise(current[1])
        return had_error and suppressed
