"""logging for corral: named loggers in a dotted tree, levels, handlers,
formatters and filters, behaving like CPython 3.11's package.

Corral runs a single thread: handler locks are no-ops. The caller a record
names is found on corral's own stack (`_traceback.stack()`). There are no
`logging.handlers` / `logging.config` submodules.
"""

import io
import os
import re as _re
import sys
import time
import traceback
import _traceback

__all__ = [
    "BASIC_FORMAT", "BufferingFormatter", "CRITICAL", "DEBUG", "ERROR",
    "FATAL", "FileHandler", "Filter", "Formatter", "Handler", "INFO",
    "LogRecord", "Logger", "LoggerAdapter", "NOTSET", "NullHandler",
    "StreamHandler", "WARN", "WARNING", "addLevelName", "basicConfig",
    "captureWarnings", "critical", "debug", "disable", "error", "exception",
    "fatal", "getLevelName", "getLogger", "getLoggerClass", "info", "log",
    "makeLogRecord", "setLoggerClass", "shutdown", "warn", "warning",
    "getLogRecordFactory", "setLogRecordFactory", "lastResort",
    "raiseExceptions", "getLevelNamesMapping",
]

# The file name corral gives this module's code objects: frames with it are
# logging's own and never the "caller" of a record.
_OWN_FILE = "<corral:logging>"


def _module():
    # Settings a program assigns from outside (logging.raiseExceptions = ...,
    # logging.lastResort = ...) land on the module object, which corral keeps
    # apart from this code's globals; read them there.
    import logging
    return logging


_loaded_at = time.time()

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

# -- levels -------------------------------------------------------------------

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_name_of = {}
_number_of = {}
for _n, _v in (("CRITICAL", 50), ("FATAL", 50), ("ERROR", 40), ("WARN", 30),
               ("WARNING", 30), ("INFO", 20), ("DEBUG", 10), ("NOTSET", 0)):
    _number_of[_n] = _v
for _v, _n in ((50, "CRITICAL"), (40, "ERROR"), (30, "WARNING"), (20, "INFO"),
               (10, "DEBUG"), (0, "NOTSET")):
    _name_of[_v] = _n
del _n, _v


def getLevelNamesMapping():
    """A copy of the name -> number table."""
    return dict(_number_of)


def getLevelName(level):
    """Number -> name, name -> number, or 'Level N' for an unnamed one."""
    if level in _name_of:
        return _name_of[level]
    if level in _number_of:
        return _number_of[level]
    return "Level %s" % (level,)


def addLevelName(level, levelName):
    _name_of[level] = levelName
    _number_of[levelName] = level


def _as_level(value):
    # setLevel and friends accept a number or a registered name.
    if isinstance(value, str):
        if value in _number_of:
            return _number_of[value]
        raise ValueError("Unknown level: %r" % value)
    if isinstance(value, int):
        return value
    raise TypeError("Level not an integer or a valid string: %r" % (value,))


# -- records ------------------------------------------------------------------

# CPython reports a real thread id; corral has one thread and a fixed id.
_THREAD_ID = 140000000000000


def _find_frame(stacklevel):
    """(index, frames): frames are corral's stack, outermost first; index
    points at the stacklevel-th frame, counting outward, that is not
    logging's own code."""
    frames = _traceback.stack()
    at = len(frames) - 1
    left = stacklevel
    while left > 0 and at > 0:
        at -= 1
        if frames[at][0] != _OWN_FILE:
            left -= 1
    return at, frames


def _is_mapping(obj):
    return isinstance(obj, dict) or (
        hasattr(obj, "keys") and hasattr(obj, "__getitem__")
        and not isinstance(obj, (str, bytes, list, tuple)))


class LogRecord:
    """One logging event with everything a formatter may show."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        stamp = time.time()
        # A single non-empty mapping argument is used as the mapping for
        # "%(key)s" formatting instead of a one-item tuple.
        if args and len(args) == 1 and _is_mapping(args[0]) and args[0]:
            args = args[0]
        try:
            fname = os.path.basename(pathname)
            modname = os.path.splitext(fname)[0]
        except (TypeError, ValueError, AttributeError):
            fname = pathname
            modname = "Unknown module"
        vars(self).update(
            name=name, msg=msg, args=args, levelname=getLevelName(level),
            levelno=level, pathname=pathname, filename=fname, module=modname,
            exc_info=exc_info, exc_text=None, stack_info=sinfo, lineno=lineno,
            funcName=func, created=stamp)
        self.msecs = float(int((stamp - int(stamp)) * 1000))
        self.relativeCreated = (stamp - _loaded_at) * 1000
        mod = _module()
        on = mod.logThreads
        self.thread = _THREAD_ID if on else None
        self.threadName = "MainThread" if on else None
        self.processName = "MainProcess" if mod.logMultiprocessing else None
        self.process = os.getpid() if mod.logProcesses else None

    def getMessage(self):
        text = str(self.msg)
        return text % self.args if self.args else text

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)


_record_factory = LogRecord


def setLogRecordFactory(factory):
    global _record_factory
    _record_factory = factory


def getLogRecordFactory():
    return _record_factory


def makeLogRecord(dict):
    """A record whose attributes are set from a dict (e.g. one received
    over the wire)."""
    made = _record_factory(None, None, "", 0, "", (), None, None)
    made.__dict__.update(dict)
    return made


# -- format styles ------------------------------------------------------------

# Validation wants at least one complete "%(key)<conversion>" field.
_PERCENT_FIELD = _re.compile(
    r"""%\(\w+\)           # %(key)
        [-\#0+\ ]*          # flags
        (?:\*|\d+)?         # minimum width
        (?:\.(?:\*|\d+))?   # precision
        [diouxefgcrsa%]""", _re.I | _re.X)

# str.format fields: a name or index, then .attr or [key] parts.
_BRACE_NAME = _re.compile(r"\w+(?:\.\w+|\[[^\]]+\])*\Z")
# A standard format spec: [[fill]align][sign][#][0][width][,_][.prec][type],
# where width and precision may be a nested {field}.
_BRACE_SPEC = _re.compile(
    r"""(?:.?[<>=^])?
        [-+\ ]?
        \#?
        0?
        (?:\d+|\{\w+\})?
        [,_]?
        (?:\.(?:\d+|\{\w+\}))?
        [bcdefgnosx%]?
        \Z""", _re.X)

_DOLLAR = _re.compile(
    r"\$(?:(?P<esc>\$)|(?P<bare>[_a-z][_a-z0-9]*)"
    r"|\{(?P<br>[_a-z][_a-z0-9]*)\}|(?P<bad>))", _re.I)


class PercentStyle:
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt, *, defaults=None):
        self._fmt, self._defaults = fmt or self.default_format, defaults

    def usesTime(self):
        return self.asctime_search in self._fmt

    def _fields(self, record):
        if self._defaults:
            return {**self._defaults, **record.__dict__}
        return vars(record)

    def validate(self):
        if not _PERCENT_FIELD.search(self._fmt):
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _format(self, record):
        return self._fmt % self._fields(record)

    def format(self, record):
        try:
            text = self._format(record)
        except KeyError as missing:
            raise ValueError("Formatting field not found in record: %s" % missing)
        return text


class StrFormatStyle(PercentStyle):
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def _format(self, record):
        return self._fmt.format(**self._fields(record))

    def validate(self):
        import string
        seen = 0
        try:
            for _text, field, spec, conv in string.Formatter().parse(self._fmt):
                if not field:
                    continue
                if not _BRACE_NAME.match(field):
                    raise ValueError("invalid field name/expression: %r" % field)
                seen += 1
                if conv and conv not in "rsa":
                    raise ValueError("invalid conversion: %r" % conv)
                if spec and not _BRACE_SPEC.match(spec):
                    raise ValueError("bad specifier: %r" % spec)
        except ValueError as bad:
            # Problems found by the parser or by the checks above alike.
            raise ValueError("invalid format: %s" % bad)
        if not seen:
            raise ValueError("invalid format: no fields")


class StringTemplateStyle(PercentStyle):
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def usesTime(self):
        return "$asctime" in self._fmt or self.asctime_search in self._fmt

    def _format(self, record):
        import string
        return string.Template(self._fmt).substitute(**self._fields(record))

    def validate(self):
        seen = 0
        for m in _DOLLAR.finditer(self._fmt):
            if m.group("bare") or m.group("br"):
                seen += 1
            elif m.group("bad") is not None:
                raise ValueError("invalid format: bare '$' not allowed")
        if not seen:
            raise ValueError("invalid format: no fields")


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


def _check_style(style):
    if style not in _STYLES:
        raise ValueError("Style must be one of: %s" % ",".join(_STYLES))


# -- formatters ---------------------------------------------------------------

class Formatter:
    """Turns a record into text, by a %-, {}- or $-style format."""

    converter = staticmethod(time.localtime)
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *,
                 defaults=None):
        _check_style(style)
        kind = _STYLES[style][0]
        chosen = kind(fmt, defaults=defaults)
        if validate:
            chosen.validate()
        self._style, self._fmt, self.datefmt = chosen, chosen._fmt, datefmt

    def formatTime(self, record, datefmt=None):
        when = self.converter(record.created)
        if datefmt:
            return time.strftime(datefmt, when)
        text = time.strftime(self.default_time_format, when)
        with_ms = self.default_msec_format
        return with_ms % (text, record.msecs) if with_ms else text

    def formatException(self, ei):
        out = io.StringIO()
        traceback.print_exception(ei[0], ei[1], ei[2], None, out)
        text = out.getvalue()
        return text[:-1] if text.endswith("\n") else text

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        for extra in (record.exc_text,
                      record.stack_info and self.formatStack(record.stack_info)):
            if extra:
                if not text.endswith("\n"):
                    text += "\n"
                text += extra
        return text


_defaultFormatter = Formatter()


class BufferingFormatter:
    """Formats a batch of records: header, one line per record, footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt or _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        if not records:
            return ""
        body = "".join(self.linefmt.format(r) for r in records)
        return self.formatHeader(records) + body + self.formatFooter(records)


# -- filters ------------------------------------------------------------------

class Filter:
    """Lets through records of the named logger and of loggers below it
    (everything when the name is empty)."""

    def __init__(self, name=""):
        self.name, self.nlen = name, len(name)

    def filter(self, record):
        want = self.name
        if not want or record.name == want:
            return True
        return record.name.startswith(want + ".")


class Filterer:
    """Base of loggers and handlers: keeps a list of filters (objects with
    .filter, or plain callables) that must all agree to let a record on."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        present = self.filters
        if filter not in present:
            present.append(filter)

    def removeFilter(self, filter):
        present = self.filters
        if filter in present:
            present.remove(filter)

    def filter(self, record):
        for each in list(self.filters):
            check = each.filter if hasattr(each, "filter") else each
            if not check(record):
                return False
        return True


# -- handlers -----------------------------------------------------------------

_handlers = {}      # handler name -> handler
_handlerList = []   # every handler made, for shutdown()


class Handler(Filterer):
    """Where records go; subclasses implement emit()."""

    def __init__(self, level=NOTSET):
        super().__init__()
        self.level = _as_level(level)
        self._name = self.formatter = self.lock = None
        self._closed = False
        _handlerList.append(self)

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        _handlers.pop(self._name, None)
        self._name = value
        if value:
            _handlers[value] = self

    def get_name(self):
        return self._name

    def set_name(self, name):
        self.name = name

    # Single-threaded: nothing to lock.
    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _as_level(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        passed = self.filter(record)
        if passed:
            self.emit(record)
        return passed

    def flush(self):
        pass

    def close(self):
        self._closed = True
        _handlers.pop(self._name, None)

    def handleError(self, record):
        """Called from emit() when it fails: describe the failure on stderr
        (unless logging.raiseExceptions is false) and go on."""
        err = sys.stderr
        if not (_module().raiseExceptions and err):
            return
        kind, value, tb = sys.exc_info()
        try:
            err.write("--- Logging error ---\n")
            traceback.print_exception(kind, value, tb, None, err)
            err.write("Call stack:\n")
            # The program's frames only: logging's own sit innermost.
            outer = traceback.extract_stack()
            while outer and outer[-1].filename == _OWN_FILE:
                outer.pop()
            if outer:
                err.write("".join(traceback.format_list(outer)))
            else:
                err.write("Logged from file %s, line %s\n"
                          % (record.filename, record.lineno))
            try:
                err.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))
            except Exception:
                err.write("Unable to print the message and arguments - possible "
                          "formatting error.\nUse the traceback above to help "
                          "find the error.\n")
        except OSError:
            pass

    def __repr__(self):
        return "<%s (%s)>" % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    """Writes each formatted record plus a terminator to a stream
    (sys.stderr when none is given)."""

    terminator = "\n"

    def __init__(self, stream=None):
        super().__init__()
        self.stream = sys.stderr if stream is None else stream

    def flush(self):
        s = self.stream
        if s and hasattr(s, "flush"):
            s.flush()

    def emit(self, record):
        try:
            line = self.format(record)
            self.stream.write(line + self.terminator)
            self.flush()
        except Exception as failure:
            if isinstance(failure, RecursionError):
                raise
            self.handleError(record)

    def setStream(self, stream):
        old = self.stream
        if stream is old:
            return None
        self.flush()
        self.stream = stream
        return old

    def __repr__(self):
        label = str(getattr(self.stream, "name", ""))
        if label:
            label += " "
        return "<%s %s(%s)>" % (type(self).__name__, label, getLevelName(self.level))


class FileHandler(StreamHandler):
    """A StreamHandler on a file it opens itself (at once, or at the first
    record when delay is true)."""

    def __init__(self, filename, mode="a", encoding=None, delay=False,
                 errors=None):
        self.baseFilename = os.path.abspath(os.fspath(filename))
        self.mode, self.encoding, self.errors = mode, encoding, errors
        if delay:
            # Not StreamHandler's __init__: that would default to stderr.
            Handler.__init__(self)
            self.stream = None
        else:
            super().__init__(self._open())

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding,
                    errors=self.errors)

    def emit(self, record):
        # A delayed (or closed, in append mode) handler opens on demand.
        if self.stream is None and (self.mode != "w" or not self._closed):
            self.stream = self._open()
        if self.stream:
            super().emit(record)

    def close(self):
        s = self.stream
        if s:
            try:
                self.flush()
            finally:
                self.stream = None
                if hasattr(s, "close"):
                    s.close()
        super().close()

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.baseFilename,
                                 getLevelName(self.level))


class _StderrHandler(StreamHandler):
    """The last resort: whatever sys.stderr is at the time of writing."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """Swallows records (for libraries that must not print)."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass


# -- the logger tree ----------------------------------------------------------

class PlaceHolder:
    """Stands in loggerDict for a dotted name nobody asked for yet but
    that has loggers below it."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        self.loggerMap.setdefault(alogger, None)


_logger_class = None  # set to Logger once defined


def setLoggerClass(klass):
    global _logger_class
    if klass is not Logger and not (isinstance(klass, type) and issubclass(klass, Logger)):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    _logger_class = klass


def getLoggerClass():
    return _logger_class


class Manager:
    """Owns the tree of loggers below a root."""

    def __init__(self, rootnode):
        self.root, self.loggerDict, self._disable = rootnode, {}, 0
        self.loggerClass = self.logRecordFactory = None
        self.emittedNoHandlerWarning = False

    @property
    def disable(self):
        return self._disable

    @disable.setter
    def disable(self, value):
        self._disable = _as_level(value)

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        known = self.loggerDict.get(name)
        if isinstance(known, Logger):
            return known
        made = (self.loggerClass or _logger_class)(name)
        made.manager = self
        self.loggerDict[name] = made
        if known is not None:
            self._adopt(known, made)
        self._attach(made)
        return made

    def setLoggerClass(self, klass):
        if klass is not Logger and not issubclass(klass, Logger):
            raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _attach(self, new):
        # Parent = nearest existing ancestor by name; every missing dotted
        # prefix on the way gets (or joins) a placeholder.
        name = new.name
        cut = name.rfind(".")
        while cut > 0:
            prefix = name[:cut]
            slot = self.loggerDict.get(prefix)
            if isinstance(slot, Logger):
                new.parent = slot
                return
            if slot is None:
                self.loggerDict[prefix] = PlaceHolder(new)
            else:
                slot.append(new)
            cut = name.rfind(".", 0, cut - 1)
        new.parent = self.root

    def _adopt(self, holder, new):
        # Loggers below a placeholder that now becomes `new`: those whose
        # parent sits above `new` are re-parented to it.
        name = new.name
        for child in holder.loggerMap:
            if not child.parent.name.startswith(name):
                new.parent = child.parent
                child.parent = new

    def _clear_cache(self):
        for item in self.loggerDict.values():
            if isinstance(item, Logger):
                item._cache.clear()
        self.root._cache.clear()


def _exc_triple(given):
    # exc_info=... may be an exception, a (type, value, tb) triple, or any
    # true value meaning "the exception being handled now".
    if not given:
        return given
    if isinstance(given, BaseException):
        return type(given), given, given.__traceback__
    return given if isinstance(given, tuple) else sys.exc_info()


def _leveled(level, label):
    # Logger.debug/info/...: log at a fixed level when that level is on.
    def at_level(self, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)
    at_level.__name__ = label
    at_level.__qualname__ = "Logger." + label
    return at_level


def _deprecated(kind):
    import warnings
    warnings.warn("The 'warn' %s is deprecated, use 'warning' instead" % kind,
                  DeprecationWarning, 3)


class Logger(Filterer):
    """A named channel: checks levels, builds records and hands them to its
    handlers and, while propagate is true, to its ancestors'."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _as_level(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _as_level(level)
        self.manager._clear_cache()

    def getEffectiveLevel(self):
        node = self
        while node:
            if node.level:
                return node.level
            node = node.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level not in self._cache:
            self._cache[level] = (self.manager.disable < level
                                  and level >= self.getEffectiveLevel())
        return self._cache[level]

    debug = _leveled(DEBUG, "debug")
    info = _leveled(INFO, "info")
    warning = _leveled(WARNING, "warning")
    error = _leveled(ERROR, "error")
    critical = _leveled(CRITICAL, "critical")
    fatal = critical

    def warn(self, msg, *args, **kwargs):
        _deprecated("method")
        self.warning(msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        # error(), with the exception being handled unless told otherwise.
        kwargs["exc_info"] = exc_info
        self.error(msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if _module().raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        """(file, line, function, stack text or None) of the code that
        logged, or of a caller further out for stacklevel > 1."""
        at, frames = _find_frame(stacklevel)
        if not frames or frames[at][0] == _OWN_FILE:
            return "(unknown file)", 0, "(unknown function)", None
        where = frames[at]
        text = None
        if stack_info:
            listing = traceback.format_list([f[:4] for f in frames[:at + 1]])
            text = ("Stack (most recent call last):\n" + "".join(listing)).rstrip("\n")
        return where[0], where[1], where[2], text

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info,
                   func=None, extra=None, sinfo=None):
        rec = _record_factory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in rec.__dict__:
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                rec.__dict__[key] = extra[key]
        return rec

    def _log(self, level, msg, args, exc_info=None, extra=None,
             stack_info=False, stacklevel=1):
        where = self.findCaller(stack_info, stacklevel)
        rec = self.makeRecord(self.name, level, where[0], where[1], msg, args,
                              _exc_triple(exc_info), where[2], extra, where[3])
        self.handle(rec)

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        node = self
        while node:
            if node.handlers:
                return True
            if not node.propagate:
                return False
            node = node.parent
        return False

    def callHandlers(self, record):
        seen = 0
        node = self
        while node:
            for h in node.handlers:
                seen += 1
                if record.levelno >= h.level:
                    h.handle(record)
            node = node.parent if node.propagate else None
        if seen:
            return
        mod = _module()
        fallback = mod.lastResort
        if fallback:
            if record.levelno >= fallback.level:
                fallback.handle(record)
        elif mod.raiseExceptions and not self.manager.emittedNoHandlerWarning:
            sys.stderr.write('No handlers could be found for logger "%s"\n' % self.name)
            self.manager.emittedNoHandlerWarning = True

    def getChild(self, suffix):
        if self.root is not self:
            suffix = self.name + "." + suffix
        return self.manager.getLogger(suffix)

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    """The logger at the top of the tree, named 'root'."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)


_logger_class = Logger


class LoggerAdapter:
    """Wraps a logger to add context: process() decides what each call
    passes on (by default, extra=self.extra)."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def log(self, level, msg, *args, **kwargs):
        if not self.logger.isEnabledFor(level):
            return
        msg, kwargs = self.process(msg, kwargs)
        self.logger.log(level, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        _deprecated("method")
        self.log(WARNING, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        kwargs["exc_info"] = exc_info
        self.log(ERROR, msg, *args, **kwargs)

    def _log(self, level, msg, args, **kwargs):
        return self.logger._log(level, msg, args, **kwargs)

    @property
    def manager(self):
        return self.logger.manager

    @manager.setter
    def manager(self, value):
        self.logger.manager = value

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        inner = self.logger
        return "<%s %s (%s)>" % (type(self).__name__, inner.name,
                                 getLevelName(inner.getEffectiveLevel()))


def _adapted(level, label):
    def at_level(self, msg, *args, **kwargs):
        self.log(level, msg, *args, **kwargs)
    at_level.__name__ = label
    at_level.__qualname__ = "LoggerAdapter." + label
    return at_level


def _forwarded(label):
    # LoggerAdapter methods that simply ask the wrapped logger.
    def ask_logger(self, *args):
        return getattr(self.logger, label)(*args)
    ask_logger.__name__ = label
    ask_logger.__qualname__ = "LoggerAdapter." + label
    return ask_logger


for _label, _level in (("debug", DEBUG), ("info", INFO), ("warning", WARNING),
                       ("error", ERROR), ("critical", CRITICAL)):
    setattr(LoggerAdapter, _label, _adapted(_level, _label))
for _label in ("isEnabledFor", "setLevel", "getEffectiveLevel", "hasHandlers"):
    setattr(LoggerAdapter, _label, _forwarded(_label))
del _label, _level

root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(root)


# -- module-level conveniences -------------------------------------------------

def _config_handlers(kwargs):
    # basicConfig's handlers: those given, else one on a file or a stream;
    # the options used are taken out of kwargs.
    text_encoding = kwargs.pop("encoding", None)
    on_error = kwargs.pop("errors", "backslashreplace")
    given = kwargs.pop("handlers", None)
    has_stream, has_file = "stream" in kwargs, "filename" in kwargs
    if given is not None:
        if has_stream or has_file:
            raise ValueError("'stream' or 'filename' should not be specified "
                             "together with 'handlers'")
        return given
    if has_stream and has_file:
        raise ValueError("'stream' and 'filename' should not be specified together")
    target_file = kwargs.pop("filename", None)
    mode = kwargs.pop("filemode", "a")
    if not target_file:
        return [StreamHandler(kwargs.pop("stream", None))]
    return [FileHandler(target_file, mode, encoding=text_encoding,
                        errors=None if "b" in mode else on_error)]


def basicConfig(**kwargs):
    """Give the root logger a handler and formatter, unless it has handlers
    already (force=True removes those first)."""
    if kwargs.pop("force", False):
        for h in list(root.handlers):
            root.removeHandler(h)
            h.close()
    if root.handlers:
        return
    targets = _config_handlers(kwargs)
    datefmt = kwargs.pop("datefmt", None)
    style = kwargs.pop("style", "%")
    _check_style(style)
    shared = Formatter(kwargs.pop("format", _STYLES[style][1]), datefmt, style)
    for target in targets:
        if target.formatter is None:
            target.setFormatter(shared)
        root.addHandler(target)
    wanted_level = kwargs.pop("level", None)
    if wanted_level is not None:
        root.setLevel(wanted_level)
    if kwargs:
        raise ValueError("Unrecognised argument(s): %s" % ", ".join(kwargs))


def getLogger(name=None):
    """The logger of that dotted name (made on first use); the root logger
    for no name or 'root'."""
    if not name or (isinstance(name, str) and name == root.name):
        return root
    return Logger.manager.getLogger(name)


def _on_root(label):
    # The module-level shortcuts: configure the root logger on first use
    # (as basicConfig() would), then log through it.
    def shortcut(msg, *args, **kwargs):
        if not root.handlers:
            basicConfig()
        getattr(root, label)(msg, *args, **kwargs)
    shortcut.__name__ = shortcut.__qualname__ = label
    return shortcut


debug = _on_root("debug")
info = _on_root("info")
warning = _on_root("warning")
error = _on_root("error")
critical = _on_root("critical")
fatal = critical


def log(level, msg, *args, **kwargs):
    if not root.handlers:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    kwargs["exc_info"] = exc_info
    error(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    _deprecated("function")
    warning(msg, *args, **kwargs)


def disable(level=CRITICAL):
    """Drop every record at or below `level`, whatever the loggers say."""
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flush and close every handler, newest first."""
    for h in reversed(list(handlerList)):
        try:
            h.flush()
            h.close()
        except (OSError, ValueError):
            pass


_original_showwarning = None


def _warning_to_log(message, category, filename, lineno, file=None, line=None):
    # With captureWarnings(True): warnings go to the "py.warnings" logger,
    # unless a file was asked for explicitly.
    import warnings
    if file is not None:
        if _original_showwarning is not None:
            _original_showwarning(message, category, filename, lineno, file, line)
        return
    text = warnings.formatwarning(message, category, filename, lineno, line)
    target = getLogger("py.warnings")
    if not target.handlers:
        target.addHandler(NullHandler())
    target.warning("%s", text)


def captureWarnings(capture):
    global _original_showwarning
    import warnings
    if capture:
        if _original_showwarning is None:
            _original_showwarning = warnings.showwarning
            warnings.showwarning = _warning_to_log
    elif _original_showwarning is not None:
        warnings.showwarning = _original_showwarning
        _original_showwarning = None
