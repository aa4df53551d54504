import logging
import sys

logging.basicConfig(level=logging.DEBUG, format="%(levelname)s:%(name)s:%(message)s", stream=sys.stdout)
log = logging.getLogger("app")
log.debug("debug %d", 1)
log.info("info %s", "x")
log.warning("warn")
logging.getLogger("app.sub").error("nested %r", {"a": 1})
logging.info("root info")
log.setLevel(logging.WARNING)
log.info("hidden")
log.critical("crit")
print(log, logging.getLogger(), logging.getLogger("app.sub"), log.getEffectiveLevel())
print(logging.getLevelName(10), logging.getLevelName("INFO"), logging.getLevelName(15))
print(logging.getLogger("app") is log, log.getChild("x").name, logging.getLogger("app.sub").parent.name)


def work(n):
    logger = logging.getLogger(__name__)
    logger.warning("working on %s", n)


h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[{levelname:<8}] {name} {funcName}:{lineno} {module} - {message}", style="{"))
mylog = logging.getLogger("custom")
mylog.addHandler(h)
mylog.propagate = False
mylog.setLevel("DEBUG")
mylog.debug("via custom")
mylog.info("dict args %(a)s and %(b)d", {"a": "x", "b": 2})


def helper():
    mylog.warning("from helper")


helper()
work(3)
h2 = logging.StreamHandler(sys.stdout)
h2.setFormatter(logging.Formatter("$levelname|$message", style="$"))
h2.setLevel(logging.ERROR)
mylog.addHandler(h2)
mylog.warning("one handler")
mylog.error("two handlers")


class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.msg.endswith("odd")


mylog.addFilter(OnlyOdd())
mylog.warning("is even")
mylog.warning("is odd")
mylog.filters.clear()
mylog.addFilter(lambda r: setattr(r, "user", "bob") or True)
h.setFormatter(logging.Formatter("%(user)s says %(message)s"))
mylog.info("hello with %s", "extra filter")
mylog.removeHandler(h2)
mylog.info("ctx", extra={"user2": 1})
try:
    mylog.info("bad", extra={"message": 1})
except KeyError as e:
    print("KeyError", e)
adapter = logging.LoggerAdapter(mylog, {"user": "ignored"})
adapter.info("through adapter")
print(adapter)
try:
    logging.getLogger("x").setLevel("LOUD")
except ValueError as e:
    print(e)
try:
    logging.Formatter("%(message")
except ValueError as e:
    print(e)
try:
    logging.Formatter("x", style="!")
except ValueError as e:
    print(e)
logging.disable(logging.ERROR)
mylog.error("disabled")
mylog.critical("still shown")
logging.disable(logging.NOTSET)
rec = logging.makeLogRecord({"msg": "hi %s", "args": ("there",), "levelno": 20})
print(rec.getMessage(), logging.Formatter().format(rec))
print(logging.Formatter("%(message)s!").format(rec), logging.WARN, logging.FATAL, logging.root.name)
print(h, logging.NullHandler(), isinstance(h, logging.Handler), logging.getLogger("app").hasHandlers())
mylog.error("boom", exc_info=ValueError("inner"))
mylog.log(25, "custom level")
logging.addLevelName(25, "NOTICE")
mylog.log(25, "named level")
mylog.handlers.clear()
mylog.propagate = True
mylog.warning("propagated to root")
