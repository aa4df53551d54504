import io
import logging
import sys

# No configuration at all: WARNING and above go to stderr, bare message.
err = io.StringIO()
sys.stderr = err
quiet = logging.getLogger("quiet.module")
quiet.info("not shown")
quiet.warning("careful %s", "now")
quiet.error("broken")
logging.getLogger("quiet").debug("nothing")
print(repr(err.getvalue()))
print(logging.lastResort, logging.lastResort.level)

# Without a last resort, one notice per manager.
err.seek(0)
err.truncate()
saved = logging.lastResort
logging.lastResort = None
quiet.warning("lost")
quiet.error("lost again")
print(repr(err.getvalue()))
logging.lastResort = saved

# An emit failure is reported on stderr and logging carries on.
err.seek(0)
err.truncate()
out = io.StringIO()
h = logging.StreamHandler(out)
lg = logging.getLogger("errs")
lg.propagate = False
lg.addHandler(h)


def emit_bad():
    lg.warning("need two %s %s", "only-one")


emit_bad()
lines = err.getvalue().splitlines()
print(lines[0], lines[1])
print([ln for ln in lines if ln.startswith(("TypeError", "Message", "Arguments", "Call stack"))])
print(any("emit_bad" in ln for ln in lines), repr(out.getvalue()))
err.seek(0)
err.truncate()
logging.raiseExceptions = False
lg.warning("%d", "x")
print(repr(err.getvalue()))
logging.raiseExceptions = True
lg.warning("fine %d", 3)
print(repr(out.getvalue()))

# Disabled loggers and the manager's disable level.
lg.disabled = True
lg.critical("no")
lg.disabled = False
logging.disable(logging.WARNING)
lg.warning("no")
lg.error("yes")
print(lg.isEnabledFor(logging.WARNING), lg.isEnabledFor(logging.ERROR))
logging.disable(logging.NOTSET)
print(lg.isEnabledFor(logging.WARNING), repr(out.getvalue()))
try:
    logging.disable("LOUDEST")
except ValueError as e:
    print("ValueError:", e)
logging.disable("NOTSET")
sys.stderr = sys.__stderr__
print("done")
