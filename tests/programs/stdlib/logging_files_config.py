# logging: FileHandler and basicConfig(filename=...) on the sandbox's file
# system, handler names, setStream, captureWarnings and LoggerAdapter.
import io
import logging
import os
import sys
import tempfile
import warnings

work = tempfile.mkdtemp()
path = os.path.join(work, "app.log")
fh = logging.FileHandler(path, mode="w")
fh.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
lg = logging.getLogger("files")
lg.propagate = False
lg.addHandler(fh)
lg.warning("first %d", 1)
lg.error("second")
print(repr(fh)[:13], fh.baseFilename == os.path.abspath(path), fh.mode, fh.stream is not None)
fh.close()
print(fh.stream, open(path).read().splitlines())
lazy = logging.FileHandler(os.path.join(work, "lazy.log"), delay=True)
print(lazy.stream, os.path.exists(os.path.join(work, "lazy.log")))
lg.removeHandler(fh)
lg.addHandler(lazy)
lg.critical("now it opens")
lazy.close()
print(open(os.path.join(work, "lazy.log")).read())

logging.basicConfig(filename=os.path.join(work, "root.log"), filemode="w", level="INFO",
                    format="{levelname}|{message}", style="{", datefmt="%H")
logging.info("to the file")
logging.debug("not shown")
for h in logging.root.handlers:
    h.flush()
print(type(logging.root.handlers[0]).__name__, logging.root.level, open(os.path.join(work, "root.log")).read())

buf1, buf2 = io.StringIO(), io.StringIO()
sh = logging.StreamHandler(buf1)
print(sh.setStream(buf1), sh.setStream(buf2) is buf1, sh.stream is buf2, sh.terminator == "\n")
sh.terminator = " <end>\n"
sh.name = "mine"
print(sh.name, sh.get_name(), repr(sh))
lg.handlers = [sh]
lg.info("not enabled")
lg.setLevel(logging.INFO)
lg.info("enabled %s", "now")
print(repr(buf2.getvalue()))

buf = io.StringIO()
logging.basicConfig(stream=buf, force=True, format="%(name)s: %(message)s")
logging.captureWarnings(True)
warnings.warn("careful")
logging.captureWarnings(False)
print(buf.getvalue().split(": ", 1)[0], "careful" in buf.getvalue(), "UserWarning" in buf.getvalue())

ad = logging.LoggerAdapter(lg, {"who": "me"})
sh.setFormatter(logging.Formatter("%(who)s %(levelname)s %(message)s"))
ad.warning("adapted %d", 2)
ad.log(logging.ERROR, "via log")
ad.setLevel(logging.ERROR)
ad.warning("dropped")
print(repr(buf2.getvalue().split("now <end>\n")[1]), ad.getEffectiveLevel(), ad.manager is logging.Logger.manager, repr(ad))
print(logging.getLogger("files").getChild("x.y").name, logging.root.getChild("top").name, logging.getLogger("") is logging.root)
print(logging.getLevelName("ERROR"), logging.getLevelName(40), logging.getLevelName(None), logging.getLevelName("nope"))
print(sorted(logging.getLevelNamesMapping().items()))
