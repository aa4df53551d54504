"""atexit for corral: functions registered here run, newest first, when
the program ends (normally, by SystemExit or by an uncaught exception;
not when a resource limit ends it)."""

_callbacks = []


def register(func, /, *args, **kwargs):
    """Run func(*args, **kwargs) when the program ends; returns func, so
    this also works as a decorator."""
    if not callable(func):
        raise TypeError("the first argument must be callable")
    _callbacks.append((func, args, kwargs))
    return func


def unregister(func, /):
    """Forget every registration of func (compared with ==)."""
    _callbacks[:] = [entry for entry in _callbacks if entry[0] != func]


def _clear():
    _callbacks.clear()


def _ncallbacks():
    return len(_callbacks)


def _run_exitfuncs():
    # An exception in one callback is reported and the others still run;
    # callbacks registered meanwhile do not run.
    pending = _callbacks[:]
    _callbacks.clear()
    for func, args, kwargs in reversed(pending):
        try:
            func(*args, **kwargs)
        except BaseException as exc:
            _report(func, exc)


def _report(func, exc):
    import sys
    import traceback
    sys.stderr.write("Exception ignored in atexit callback: %r\n" % (func,))
    # The traceback starts in the callback, not in this module.
    tb = exc.__traceback__.tb_next if exc.__traceback__ else None
    traceback.print_exception(type(exc), exc, tb, file=sys.stderr)


def _corral_at_exit():
    """Called by the VM when the program ends."""
    _run_exitfuncs()
