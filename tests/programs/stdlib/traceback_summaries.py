import sys
import traceback


def fail(depth):
    if depth == 0:
        raise LookupError("bottom")
    fail(depth - 1)


try:
    fail(2)
except LookupError as exc:
    err = exc

frames = traceback.extract_tb(err.__traceback__)
print(len(frames), [f.name for f in frames], [f.lineno for f in frames])
print(frames[-1].line, len(frames[-1]), list(frames[-1])[1:])
print(frames[0] == (frames[0].filename, frames[0].lineno, frames[0].name, frames[0].line))
print(frames[0] == frames[0], frames[0] == frames[1], frames[0] != 5)
print([f.name for f in traceback.extract_tb(err.__traceback__, limit=2)])
print([f.name for f in traceback.extract_tb(err.__traceback__, limit=-1)])
print([line.replace(__file__, "<F>") for line in traceback.format_exception(err, limit=1)[-2:]])
print(traceback.format_exception_only(err))
print(traceback.format_exception_only(LookupError, err))
print(traceback.format_exception(err, chain=False)[0])
print(traceback.format_tb(None), traceback.extract_tb(None))
print(traceback.format_list([("file.py", 3, "func", "x = 1"), ("other.py", 9, "g", None)]))
summary = traceback.StackSummary.from_list([("a.py", 1, "f", "pass")])
print(type(summary).__name__, summary[0].filename, summary.format())
fs = traceback.FrameSummary("m.py", 5, "meth", line="  y = 2  ")
print(repr(fs), fs.line, fs.locals)

te = traceback.TracebackException.from_exception(err)
print(te.exc_type.__name__, str(te), len(te.stack))
print("".join(te.format_exception_only()), end="")
print(te == traceback.TracebackException.from_exception(err))

for exc in [ValueError(), KeyError("k"), StopIteration(7)]:
    print(traceback.format_exception_only(exc))


class Custom(Exception):
    def __str__(self):
        raise RuntimeError("no str")


print(traceback.format_exception_only(Custom()))
e = Exception("with notes")
e.add_note("first note")
e.add_note("multi\nline")
print(traceback.format_exception_only(e))

for source in ["x = = 1"]:
    try:
        compile(source, "prog.py", "exec")
    except SyntaxError as se:
        print("".join(traceback.format_exception_only(se)), end="")
print("".join(traceback.format_exception_only(SyntaxError("just a message"))), end="")

try:
    try:
        {}["missing"]
    except KeyError:
        raise ValueError("second") from None
except ValueError as e2:
    print("".join(traceback.format_exception(e2)).count("Traceback"))
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise TypeError("third") from z
except TypeError as e3:
    chained_error = e3
    lines = traceback.format_exception(e3)
    print(len(lines), lines[-1], "direct cause" in "".join(lines))
    print(traceback.format_exception(e3, chain=False)[-1])
try:
    traceback.format_exception(ValueError, ValueError("x"))
except ValueError as bad:
    print("ValueError:", bad)
try:
    traceback.format_exception("not an exception")
except TypeError as bad:
    print("TypeError:", bad)
print(traceback.format_exception(None))
print(traceback.format_exc())
try:
    traceback.print_last()
except ValueError as bad:
    print("ValueError:", bad)
print(list(traceback.walk_tb(err.__traceback__))[0][1] == frames[0].lineno)
import io
buf = io.StringIO()
te.print(file=buf)
print(buf.getvalue().replace(__file__, "<F>"), end="")
buf = io.StringIO()
traceback.TracebackException.from_exception(chained_error).print(file=buf, chain=False)
print(buf.getvalue().count("\n"), buf.getvalue().splitlines()[-1])
