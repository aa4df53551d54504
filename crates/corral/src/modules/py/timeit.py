"""timeit for corral: time a statement (source text or a callable) run
many times in a loop, with the virtual clock's perf_counter."""

import time as _time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

default_number = 1000000
default_repeat = 5
default_timer = _time.perf_counter


def _block(code, depth):
    """Source text indented to sit inside the generated function."""
    pad = "    " * depth
    return "\n".join(pad + ln for ln in code.splitlines()) or pad + "pass"


class Timer:
    """Runs `setup` once, then `stmt` `number` times, and reports the time."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer,
                 globals=None):
        self.timer = timer
        scope = {} if globals is None else globals
        lines = ["def inner(_it, _timer, _stmt, _setup):"]
        if callable(setup):
            lines.append("    _setup()")
        elif isinstance(setup, str):
            lines.append(_block(setup, 1))
        else:
            raise ValueError("setup is neither a string nor callable")
        lines.append("    _t0 = _timer()")
        lines.append("    for _i in _it:")
        if callable(stmt):
            lines.append("        _stmt()")
        elif isinstance(stmt, str):
            # A statement that does not compile is reported now, as CPython does.
            compile(stmt, "<timeit-src>", "exec")
            lines.append(_block(stmt, 2))
        else:
            raise ValueError("stmt is neither a string nor callable")
        lines.append("    return _timer() - _t0")
        namespace = {}
        exec("\n".join(lines), scope, namespace)
        self._inner = namespace["inner"]
        self._stmt = stmt
        self._setup = setup

    def timeit(self, number=default_number):
        return self._inner(range(number), self.timer, self._stmt, self._setup)

    def repeat(self, repeat=default_repeat, number=default_number):
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        scale = 1
        while True:
            for mult in (1, 2, 5):
                number = scale * mult
                taken = self.timeit(number)
                if callback:
                    callback(number, taken)
                if taken >= 0.2:
                    return (number, taken)
            scale *= 10

    def print_exc(self, file=None):
        import traceback
        traceback.print_exc(file=file)


def timeit(stmt="pass", setup="pass", timer=default_timer,
           number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer,
           repeat=default_repeat, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
