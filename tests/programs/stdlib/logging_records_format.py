import io
import logging
import sys
import time

rec = logging.LogRecord("app.db", logging.WARNING, "/srv/app/db.py", 42,
                        "rows=%d", (7,), None, "query")
rec.created = 86400 * 365 + 0.25
rec.msecs = 250.0
for name in ["name", "levelname", "levelno", "pathname", "filename", "module",
             "lineno", "funcName", "exc_info", "exc_text", "stack_info", "args",
             "threadName", "processName"]:
    print(name, repr(getattr(rec, name)))
print(rec, rec.getMessage(), type(rec.msecs).__name__, type(rec.relativeCreated).__name__)

f = logging.Formatter("%(asctime)s|%(msecs)03d|%(message)s")
f.converter = time.gmtime
print(f.format(rec))
f2 = logging.Formatter("%(asctime)s %(message)s", datefmt="%d/%m/%Y %H:%M")
f2.converter = time.gmtime
print(f2.format(rec), f2.formatTime(rec), f2.formatTime(rec, "%Y"))
f3 = logging.Formatter("{asctime} {message}", style="{")
f3.converter = time.gmtime
f3.default_msec_format = "%s.%03d"
print(f3.format(rec))
f4 = logging.Formatter("$asctime $message", style="$")
f4.converter = time.gmtime
f4.default_msec_format = None
print(f4.format(rec), f4.usesTime())
print(logging.Formatter("%(levelname).1s %(lineno)5d %(name)-8s|").format(rec))
print(logging.Formatter("{levelno:03d} {name!r:>10} {args[0]}", style="{").format(rec))
print(logging.Formatter("$$ ${name} $levelname", style="$").format(rec))
print(logging.Formatter("%(message)s", validate=False).format(rec))
print(logging.Formatter("no fields at all", validate=False).format(rec))
print(logging.Formatter("{message} {missing}", style="{", defaults={"missing": "-"}).format(rec))
for fmt, style in [("{a.b[0]}", "{"), ("{a b}", "{"), ("{", "{"), ("{x:>{w}}", "{"),
                   ("%(a)Z", "%"), ("%(a)-5.2f", "%"), ("%%", "%"), ("${a}", "$"), ("$$", "$"),
                   ("$1", "$")]:
    try:
        logging.Formatter(fmt, style=style)
        print("ok", repr(fmt))
    except ValueError as e:
        print("ValueError:", e)
try:
    logging.Formatter("{nothere}", style="{").format(rec)
except ValueError as e:
    print("ValueError:", e)
try:
    logging.Formatter("$nothere", style="$").format(rec)
except ValueError as e:
    print("ValueError:", e)

# Exceptions and stack info.
try:
    {}["k"]
except KeyError:
    exc = sys.exc_info()
rec2 = logging.LogRecord("x", logging.ERROR, "p.py", 1, "failed", None, exc)
text = logging.Formatter("%(levelname)s %(message)s").format(rec2)
print(text.splitlines()[0], text.splitlines()[1], text.splitlines()[-1], text.endswith("\n"))
print(rec2.exc_text.splitlines()[-1])
rec3 = logging.LogRecord("x", logging.ERROR, "p.py", 1, "msg\n", None, None, sinfo="Stack here")
print(repr(logging.Formatter().format(rec3)))

bf = logging.BufferingFormatter(logging.Formatter("<%(message)s>"))
print(repr(bf.format([rec, rec3])), repr(bf.format([])))


class Framed(logging.BufferingFormatter):
    def formatHeader(self, records):
        return "%d records:" % len(records)

    def formatFooter(self, records):
        return ":end"


print(Framed().format([rec, rec]))

# Records through loggers: caller info, stacklevel, extra, exc_info forms.
buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(funcName)s:%(levelname)s:%(message)s"))
lg = logging.getLogger("rec")
lg.propagate = False
lg.setLevel(logging.DEBUG)
lg.addHandler(h)


def helper(msg):
    lg.info(msg, stacklevel=2)


def outer():
    helper("from outer")
    lg.debug("direct")


outer()
lg.info("with extra %(k)s", {"k": "v"}, extra={"tag": 1})
try:
    raise RuntimeError("bad thing")
except RuntimeError as e:
    lg.error("caught", exc_info=e)
    lg.error("caught again", exc_info=True)
lg.error("no active exception", exc_info=True)
for line in buf.getvalue().splitlines():
    if not line.startswith("  "):
        print(line)
try:
    lg.info("x", extra={"asctime": 1})
except KeyError as e:
    print("KeyError:", e)
try:
    lg.info("x", extra={"levelname": 1})
except KeyError as e:
    print("KeyError:", e)
print(lg.makeRecord("n", 10, "f", 1, "m", (), None, extra={"z": 2}).z)
print(lg.findCaller()[1:3])
