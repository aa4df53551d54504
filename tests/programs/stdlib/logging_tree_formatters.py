import io
import logging
import sys

out = logging.StreamHandler(sys.stdout)
out.setFormatter(logging.Formatter("%(name)s|%(levelname)s|%(funcName)s|%(message)s"))
top = logging.getLogger("svc")
top.addHandler(out)
top.setLevel(logging.DEBUG)
leaf = logging.getLogger("svc.db.pool")
print(leaf.parent.name, leaf.getEffectiveLevel(), leaf.isEnabledFor(logging.DEBUG))
mid = logging.getLogger("svc.db")
print(leaf.parent is mid, mid.parent is top)
print([k for k in logging.root.manager.loggerDict if k.startswith("svc")])
mid.setLevel("ERROR")
leaf.warning("filtered out by svc.db")
leaf.error("reaches svc handler")


def inner():
    leaf.critical("from %s", "inner")


inner()
print(logging.getLogger("svc.db.pool.x").getChild("y").name)
print(logging.getLogger() is logging.root, logging.getLogger("root") is logging.root)
try:
    logging.getLogger(42)
except TypeError as e:
    print("TypeError:", e)

f = logging.Filter("svc.db")
for name in ["svc.db", "svc.db.pool", "svc.dbx", "svc", "other"]:
    print(name, bool(f.filter(logging.makeLogRecord({"name": name}))))
print(logging.Filter().filter(logging.makeLogRecord({"name": "any"})))

rec = logging.LogRecord("n", logging.INFO, "/some/path/mod.py", 12, "x=%(x)s y=%(y)s", ({"x": 1, "y": 2},), None, "fn")
print(rec.getMessage(), rec.filename, rec.module, rec.levelname, rec.funcName, rec)
print(logging.LogRecord("n", 5, "p", 1, "plain %s", ("a",), None).levelname)
for fmt, style in [("%(levelname)-8s|%(message)s", "%"), ("{levelname:>8}|{message!r}", "{"), ("${levelname}|$message", "$")]:
    print(logging.Formatter(fmt, style=style).format(rec))
print(logging.Formatter("%(message)s %(extra_field)s", defaults={"extra_field": "dflt"}).format(rec))
for fmt, style in [("no fields", "%"), ("{0}", "{"), ("{x!z}", "{"), ("{x:~}", "{"), ("$", "$"), ("plain", "$"), ("%(x", "%")]:
    try:
        logging.Formatter(fmt, style=style)
        print("ok", fmt)
    except ValueError as e:
        print("ValueError:", e)
try:
    logging.Formatter("%(nothere)s").format(rec)
except ValueError as e:
    print("ValueError:", e)
rec.exc_info = None
f2 = logging.Formatter("%(asctime)s %(message)s", datefmt="%Y")
print(f2.usesTime(), logging.Formatter("{asctime}", style="{").usesTime(), logging.Formatter().usesTime())

buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(levelname)s:%(message)s"))
lg = logging.getLogger("exc")
lg.propagate = False
lg.addHandler(h)
try:
    1 / 0
except ZeroDivisionError:
    lg.exception("failed")
text = buf.getvalue()
print(text.splitlines()[0], text.splitlines()[1], text.splitlines()[-1])
buf.seek(0)
buf.truncate()
lg.warning("with stack", stack_info=True)
print(buf.getvalue().splitlines()[:2])
buf.seek(0)
buf.truncate()
h.setLevel(logging.ERROR)
lg.warning("below handler level")
lg.error("at handler level")
print(repr(buf.getvalue()))
print(h.level, h.name, repr(h)[:16], logging.getLevelName(h.level))
h.set_name("named")
print(h.name, h.get_name())

adapter = logging.LoggerAdapter(top, {"req": 7})


class Prefixed(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return "[%s] %s" % (self.extra["req"], msg), kwargs


Prefixed(top, {"req": 9}).info("adapted %d", 1)
print(adapter.isEnabledFor(10), adapter.getEffectiveLevel(), adapter.name, adapter.hasHandlers())
print(logging.getLevelNamesMapping()["WARN"], logging.getLevelName("WARNING"), logging.getLevelName(99))
logging.addLevelName(5, "TRACE")
top.log(5, "trace level")
top.setLevel(1)
top.log(5, "trace level now")
try:
    top.log("INFO", "bad level")
except TypeError as e:
    print("TypeError:", e)
for bad in ["NOPE", 1.5]:
    try:
        top.setLevel(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    logging.setLoggerClass(dict)
except TypeError as e:
    print("TypeError:", e)


class MyLogger(logging.Logger):
    pass


logging.setLoggerClass(MyLogger)
print(type(logging.getLogger("made.after")).__name__, logging.getLoggerClass().__name__)
logging.setLoggerClass(logging.Logger)
null = logging.NullHandler()
print(null.handle(rec), repr(null))
try:
    logging.Handler().emit(rec)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    logging.basicConfig(stream=sys.stdout, filename="x.log")
except ValueError as e:
    print("ValueError:", e)
try:
    logging.basicConfig(handlers=[out], stream=sys.stdout)
except ValueError as e:
    print("ValueError:", e)
try:
    logging.basicConfig(style="?")
except ValueError as e:
    print("ValueError:", e)
try:
    logging.basicConfig(bogus=1, other=2)
except ValueError as e:
    print("ValueError:", e)
logging.basicConfig(stream=sys.stdout, format="ROOT {levelname} {message}", style="{", force=True)
logging.warning("root %s", "configured")
logging.basicConfig(stream=sys.stdout, format="ignored %(message)s")
logging.error("still the first config")
logging.disable()
logging.critical("disabled entirely")
logging.disable(logging.NOTSET)
print(logging.root.manager.disable, logging.root.hasHandlers())
logging.shutdown()
