import sys
import traceback


def show(lines):
    """Print formatted lines with this file's path (absolute under CPython) shortened."""
    sys.stdout.write("".join(lines).replace(__file__, "<F>"))


def leaf(kind, text):
    try:
        raise kind(text)
    except kind as e:
        return e


def chained():
    try:
        try:
            raise KeyError("inner")
        except KeyError as k:
            raise RuntimeError("outer") from k
    except RuntimeError as e:
        return e


def build():
    inner = ExceptionGroup("inner group", [leaf(ValueError, "v"), chained()])
    try:
        raise ExceptionGroup("top", [leaf(TypeError, "t"), inner])
    except ExceptionGroup as eg:
        return eg


eg = build()
show(traceback.format_exception(eg))
show(traceback.format_exception(eg, limit=0))
show(traceback.format_exception_only(eg))
te = traceback.TracebackException.from_exception(eg, max_group_width=1, max_group_depth=2)
print(len(te.exceptions), te.exceptions[1].exceptions[0].exc_type.__name__, te.max_group_width)
show(te.format())
show(traceback.TracebackException.from_exception(eg, max_group_depth=1).format())

wide = ExceptionGroup("wide", [ValueError(i) for i in range(17)])
show(traceback.format_exception(wide))
noted = ExceptionGroup("noted", [OSError("disk")])
noted.add_note("a note on the group")
show(traceback.format_exception(noted))
base = BaseExceptionGroup("base", [KeyboardInterrupt(), ValueError("x")])
print(type(base).__name__)
show(traceback.format_exception(base))
try:
    try:
        raise eg
    except ExceptionGroup:
        raise ValueError("after the group")
except ValueError:
    show(traceback.format_exc())
try:
    raise ExceptionGroup("caught", [ZeroDivisionError("z")])
except* ZeroDivisionError as caught:
    show(traceback.format_exception(caught.exceptions[0]))
    print(type(caught).__name__, len(caught.exceptions))
