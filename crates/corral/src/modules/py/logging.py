"""logging: loggers, handlers, formatters and filters, as in CPython 3.11.

Corral runs one thread, so there are no locks (the lock methods exist and
do nothing). A record's file, line and function are the caller's, found on
corral's stack; its thread and process fields are fixed values for the
main thread. The `logging.handlers` and `logging.config` submodules are not
provided.
"""

import io
import os
import re as _re
import sys
import time
import traceback
import _traceback
from string import Template

__all__ = """
    BASIC_FORMAT BufferingFormatter CRITICAL DEBUG ERROR FATAL FileHandler
    Filter Formatter Handler INFO LogRecord Logger LoggerAdapter NOTSET
    NullHandler StreamHandler WARN WARNING addLevelName basicConfig
    captureWarnings critical debug disable error exception fatal
    getLevelName getLogger getLoggerClass info log makeLogRecord
    setLoggerClass shutdown warn warning getLogRecordFactory
    setLogRecordFactory lastResort raiseExceptions getLevelNamesMapping
""".split()


def _this():
    # Programs tune the module by assigning its attributes (raiseExceptions,
    # lastResort, ...); corral keeps those apart from this code's globals.
    import logging
    return logging


_startTime = time.time()

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

# -- levels -----------------------------------------------------------------

CRITICAL = FATAL = 50
ERROR = 40
WARNING = WARN = 30
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {
    CRITICAL: 'CRITICAL',
    ERROR: 'ERROR',
    WARNING: 'WARNING',
    INFO: 'INFO',
    DEBUG: 'DEBUG',
    NOTSET: 'NOTSET',
}
_nameToLevel = {
    'CRITICAL': CRITICAL,
    'FATAL': FATAL,
    'ERROR': ERROR,
    'WARN': WARNING,
    'WARNING': WARNING,
    'INFO': INFO,
    'DEBUG': DEBUG,
    'NOTSET': NOTSET,
}


def getLevelNamesMapping():
    """A copy of the name -> level table."""
    return dict(_nameToLevel)


def getLevelName(level):
    """The name of a level number, the number of a level name, or
    'Level N' for an unnamed level."""
    if level in _levelToName:
        return _levelToName[level]
    if level in _nameToLevel:
        return _nameToLevel[level]
    return "Level %s" % level


def addLevelName(level, levelName):
    """Give a level number a name (both ways)."""
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


# -- records ----------------------------------------------------------------

# What CPython reports for its main thread; corral has no threads.
_MAIN_THREAD_ID = 140000000000000


def _caller_frame(stacklevel):
    """The stack (outermost first) and the position in it of the frame a
    record names: walking out from logging's own code, the `stacklevel`-th
    frame that is not logging's (3.11 does not count logging's frames)."""
    frames = _traceback.stack()
    pos = len(frames) - 1
    while stacklevel > 0 and pos > 0:
        pos -= 1
        if frames[pos][0] != '<corral:logging>':
            stacklevel -= 1
    return pos, frames


class LogRecord(object):
    """Everything about one logging event."""

    def __init__(self, name, level, pathname, lineno,
                 msg, args, exc_info, func=None, sinfo=None, **kwargs):
        now = time.time()
        # log("%(a)s", {"a": 1}): a lone non-empty mapping is the mapping
        # for %-formatting, not a one-element tuple.
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        try:
            base = os.path.basename(pathname)
            stem = os.path.splitext(base)[0]
        except (TypeError, ValueError, AttributeError):
            base, stem = pathname, "Unknown module"
        self.__dict__.update(
            name=name, msg=msg, args=args, levelname=getLevelName(level),
            levelno=level, pathname=pathname, filename=base, module=stem,
            exc_info=exc_info, exc_text=None, stack_info=sinfo,
            lineno=lineno, funcName=func, created=now)
        self.msecs = int((now - int(now)) * 1000) + 0.0
        self.relativeCreated = (now - _startTime) * 1000
        mod = _this()
        self.thread = _MAIN_THREAD_ID if mod.logThreads else None
        self.threadName = "MainThread" if mod.logThreads else None
        self.processName = "MainProcess" if mod.logMultiprocessing else None
        self.process = os.getpid() if mod.logProcesses else None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        """msg, %-formatted with args when there are any."""
        text = str(self.msg)
        if self.args:
            text = text % self.args
        return text


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    """Use factory (called like LogRecord) to create records."""
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    """A record whose attributes are taken from dict (e.g. one received
    over the wire)."""
    record = _logRecordFactory(None, None, "", 0, "", (), None, None)
    record.__dict__.update(dict)
    return record


# -- format styles ----------------------------------------------------------

class PercentStyle(object):
    """%(name)s fields, formatted with the % operator."""

    default_format = '%(message)s'
    asctime_format = '%(asctime)s'
    asctime_search = '%(asctime)'
    validation_pattern = _re.compile(
        r'%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]', _re.I)

    def __init__(self, fmt, *, defaults=None):
        self._fmt, self._defaults = fmt or self.default_format, defaults

    def usesTime(self):
        return self.asctime_search in self._fmt

    def validate(self):
        """Reject a format with no field of this style."""
        if not self.validation_pattern.search(self._fmt):
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _values(self, record):
        if self._defaults:
            return self._defaults | record.__dict__
        return record.__dict__

    def _format(self, record):
        return self._fmt % self._values(record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError('Formatting field not found in record: %s' % e)


# A replacement field's name (attribute or index chain allowed) and its
# format spec, as StrFormatStyle accepts them.
_FIELD_NAME = _re.compile(r'^(\d+|\w+)(\.\w+|\[[^]]+\])*$', _re.I)
_FIELD_SPEC = _re.compile(r'^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?'
                          r'(\.(\d+|{\w+}))?[bcdefgnosx%]?$', _re.I)


class StrFormatStyle(PercentStyle):
    """{name} fields, formatted with str.format."""

    default_format = '{message}'
    asctime_format = '{asctime}'
    asctime_search = '{asctime'

    def _format(self, record):
        return self._fmt.format(**self._values(record))

    def validate(self):
        import string
        names = set()
        try:
            for _text, field, spec, conversion in string.Formatter().parse(self._fmt):
                if field:
                    if not _FIELD_NAME.match(field):
                        raise ValueError('invalid field name/expression: %r'
                                         % field)
                    names.add(field)
                if conversion and conversion not in 'rsa':
                    raise ValueError('invalid conversion: %r' % conversion)
                if spec and not _FIELD_SPEC.match(spec):
                    raise ValueError('bad specifier: %r' % spec)
        except ValueError as e:
            raise ValueError('invalid format: %s' % e)
        if not names:
            raise ValueError('invalid format: no fields')


class StringTemplateStyle(PercentStyle):
    """$name / ${name} fields, filled by string.Template."""

    default_format = '${message}'
    asctime_format = '${asctime}'
    asctime_search = '${asctime}'

    def __init__(self, *args, **kwargs):
        PercentStyle.__init__(self, *args, **kwargs)
        self._tpl = Template(self._fmt)

    def usesTime(self):
        return '$asctime' in self._fmt or self.asctime_search in self._fmt

    def validate(self):
        names = set()
        for found in Template.pattern.finditer(self._fmt):
            parts = found.groupdict()
            name = parts['named'] or parts['braced']
            if name:
                names.add(name)
            elif found.group(0) == '$':
                raise ValueError("invalid format: bare '$' not allowed")
        if not names:
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        return self._tpl.substitute(**self._values(record))


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_STYLES = {
    '%': (PercentStyle, BASIC_FORMAT),
    '{': (StrFormatStyle, '{levelname}:{name}:{message}'),
    '$': (StringTemplateStyle, '${levelname}:${name}:${message}'),
}


def _style_error():
    return ValueError('Style must be one of: %s' % ','.join(_STYLES))


# -- formatters -------------------------------------------------------------

class Formatter(object):
    """Turns a record into text, using a format string of one style."""

    converter = time.localtime
    default_time_format = '%Y-%m-%d %H:%M:%S'
    default_msec_format = '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *,
                 defaults=None):
        if style not in _STYLES:
            raise _style_error()
        chosen = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            chosen.validate()
        self._style, self._fmt, self.datefmt = chosen, chosen._fmt, datefmt

    def formatTime(self, record, datefmt=None):
        """record.created as text: datefmt for strftime, or the default
        'YYYY-mm-dd HH:MM:SS,mmm'."""
        when = self.converter(record.created)
        if datefmt:
            return time.strftime(datefmt, when)
        text = time.strftime(self.default_time_format, when)
        if self.default_msec_format:
            text = self.default_msec_format % (text, record.msecs)
        return text

    def formatException(self, ei):
        """The traceback of an (type, value, tb) triple, without the final
        newline."""
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
        """The record's text; sets record.message (and asctime when used),
        and appends the exception and stack when present."""
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            # Cached on the record: every handler shows the same text.
            record.exc_text = self.formatException(record.exc_info)
        for extra in (record.exc_text,
                      record.stack_info and self.formatStack(record.stack_info)):
            if extra:
                if not text.endswith("\n"):
                    text += "\n"
                text += extra
        return text


_defaultFormatter = Formatter()


class BufferingFormatter(object):
    """Formats a batch of records: header, one line each, footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        if not records:
            return ""
        body = "".join(self.linefmt.format(r) for r in records)
        return self.formatHeader(records) + body + self.formatFooter(records)


# -- filters ----------------------------------------------------------------

class Filter(object):
    """Passes records from the logger called `name` and its descendants
    (everything, when name is empty)."""

    def __init__(self, name=''):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if not self.name or record.name == self.name:
            return True
        prefix = self.name + "."
        return record.name.startswith(prefix)


class Filterer(object):
    """Something that holds filters: loggers and handlers."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        """True when every filter (an object with .filter or a callable)
        lets the record through."""
        for check in self.filters:
            verdict = check.filter(record) if hasattr(check, 'filter') \
                else check(record)
            if not verdict:
                return False
        return True


# -- handlers ---------------------------------------------------------------

_handlers = {}          # handler name -> handler
_handlerList = []       # every handler created, for shutdown()


class Handler(Filterer):
    """Sends records somewhere; subclasses define emit()."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name, self.level = None, _checkLevel(level)
        self.formatter, self._closed = None, False
        _handlerList.append(self)
        self.createLock()

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    # One thread: locking is a no-op, kept for code that calls it.
    def createLock(self):
        self.lock = None

    def _at_fork_reinit(self):
        pass

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented '
                                  'by Handler subclasses')

    def handle(self, record):
        """Emit the record if the filters let it through; say whether."""
        passed = self.filter(record)
        if passed:
            self.emit(record)
        return passed

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        """Report an exception raised while emitting, on stderr, and carry
        on (unless logging.raiseExceptions is false: then say nothing)."""
        if not (_this().raiseExceptions and sys.stderr):
            return
        kind, value, tb = sys.exc_info()
        try:
            err = sys.stderr
            err.write('--- Logging error ---\n')
            traceback.print_exception(kind, value, tb, None, err)
            # The stack of the code that logged: logging's own frames
            # (innermost) are left out, as CPython leaves out its package.
            frames = traceback.extract_stack()
            while frames and frames[-1].filename == '<corral:logging>':
                frames.pop()
            err.write('Call stack:\n')
            if frames:
                for line in traceback.format_list(frames):
                    err.write(line)
            else:
                err.write('Logged from file %s, line %s\n'
                          % (record.filename, record.lineno))
            try:
                err.write('Message: %r\nArguments: %s\n'
                          % (record.msg, record.args))
            except Exception:
                err.write('Unable to print the message and arguments'
                          ' - possible formatting error.\nUse the'
                          ' traceback above to help find the error.\n')
        except OSError:
            pass

    def __repr__(self):
        return '<%s (%s)>' % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    """Writes formatted records to a stream (sys.stderr by default)."""

    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = sys.stderr if stream is None else stream

    def flush(self):
        out = self.stream
        if out is not None and hasattr(out, "flush"):
            out.flush()

    def emit(self, record):
        try:
            text = self.format(record)
            self.stream.write(text + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        """Switch to another stream; returns the old one (None if same)."""
        if stream is self.stream:
            return None
        previous = self.stream
        self.flush()
        self.stream = stream
        return previous

    def __repr__(self):
        label = str(getattr(self.stream, 'name', ''))
        if label:
            label += ' '
        return '<%s %s(%s)>' % (type(self).__name__, label,
                                getLevelName(self.level))


class FileHandler(StreamHandler):
    """Writes formatted records to a file, opened at once or (delay=True)
    on the first record."""

    def __init__(self, filename, mode='a', encoding=None, delay=False,
                 errors=None):
        self.baseFilename = os.path.abspath(os.fspath(filename))
        self.mode, self.encoding, self.errors = mode, encoding, errors
        self.delay = delay
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding,
                    errors=self.errors)

    def close(self):
        out = self.stream
        self.stream = None
        try:
            if out is not None:
                try:
                    out.flush()
                finally:
                    if hasattr(out, "close"):
                        out.close()
        finally:
            StreamHandler.close(self)

    def emit(self, record):
        if self.stream is None and (self.mode != 'w' or not self._closed):
            self.stream = self._open()
        if self.stream is not None:
            StreamHandler.emit(self, record)

    def __repr__(self):
        return '<%s %s (%s)>' % (type(self).__name__, self.baseFilename,
                                 getLevelName(self.level))


class _StderrHandler(StreamHandler):
    """The last-resort handler: always the current sys.stderr."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """Discards everything: for libraries that log but leave the output to
    the application."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


# -- the logger tree ----------------------------------------------------------

class PlaceHolder(object):
    """Stands in the manager's table for a dotted name that has descendant
    loggers but no logger of its own yet."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        if alogger not in self.loggerMap:
            self.loggerMap[alogger] = None


def setLoggerClass(klass):
    """Make getLogger() create instances of klass (a Logger subclass)."""
    if klass != Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: "
                        + klass.__name__)
    global _loggerClass
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class Manager(object):
    """Owns the loggers below one root and hands them out by name."""

    def __init__(self, rootnode):
        self.root, self.disable = rootnode, 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}          # name -> Logger or PlaceHolder
        self.loggerClass = self.logRecordFactory = None

    @property
    def disable(self):
        return self._disable

    @disable.setter
    def disable(self, value):
        self._disable = _checkLevel(value)

    def getLogger(self, name):
        """The logger called name, created (and linked into the tree) on
        first use."""
        if not isinstance(name, str):
            raise TypeError('A logger name must be a string')
        existing = self.loggerDict.get(name)
        if isinstance(existing, Logger):
            return existing
        made = (self.loggerClass or _loggerClass)(name)
        made.manager = self
        self.loggerDict[name] = made
        if isinstance(existing, PlaceHolder):
            self._adopt(made, existing)
        self._attach(made)
        return made

    def setLoggerClass(self, klass):
        if klass != Logger and not issubclass(klass, Logger):
            raise TypeError("logger not derived from logging.Logger: "
                            + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _attach(self, alogger):
        """Find alogger's parent: the nearest dotted prefix that is a
        logger, else the root; prefixes met on the way remember alogger."""
        name = alogger.name
        parent = None
        cut = name.rfind(".")
        while cut > 0 and parent is None:
            prefix = name[:cut]
            entry = self.loggerDict.get(prefix)
            if entry is None:
                self.loggerDict[prefix] = PlaceHolder(alogger)
            elif isinstance(entry, Logger):
                parent = entry
            else:
                entry.append(alogger)
            cut = name.rfind(".", 0, cut - 1)
        alogger.parent = parent if parent is not None else self.root

    def _adopt(self, alogger, holder):
        """alogger takes the place of a PlaceHolder: the descendants that
        were waiting under it, and whose parent is above it, now hang from
        alogger."""
        prefix = alogger.name
        for child in holder.loggerMap:
            if not child.parent.name.startswith(prefix):
                alogger.parent = child.parent
                child.parent = alogger

    def _clear_cache(self):
        for entry in self.loggerDict.values():
            if isinstance(entry, Logger):
                entry._cache.clear()
        self.root._cache.clear()


def _named(func, name, owner):
    func.__name__ = name
    func.__qualname__ = owner + "." + name if owner else name
    return func


def _leveled(name, level):
    """Logger.debug/info/...: log at a fixed level, if enabled."""
    def method(self, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)
    return _named(method, name, "Logger")


def _deprecated_warn(kind):
    """warn(): warning() plus a DeprecationWarning, as 3.11 has it."""
    def method(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' %s is deprecated, use 'warning' instead"
                      % kind, DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)
    return method


class Logger(Filterer):
    """A named channel for log messages; names are dotted paths into a
    tree whose levels and handlers are inherited downward."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name, self.level = name, _checkLevel(level)
        self.parent, self.propagate = None, True
        self.handlers, self.disabled = [], False
        self._cache = {}              # level -> isEnabledFor answer

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    debug = _leveled("debug", DEBUG)
    info = _leveled("info", INFO)
    warning = _leveled("warning", WARNING)
    warn = _named(_deprecated_warn("method"), "warn", "Logger")
    error = _leveled("error", ERROR)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        """error(), with the exception being handled attached."""
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    critical = _leveled("critical", CRITICAL)
    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if _this().raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        """(filename, lineno, function, stack text) of the program code
        that logged, `stacklevel - 1` frames further out."""
        pos, frames = _caller_frame(stacklevel)
        if pos < 0:
            return "(unknown file)", 0, "(unknown function)", None
        filename, lineno, func = frames[pos][:3]
        sinfo = None
        if stack_info:
            rows = [row[:4] for row in frames[:pos + 1]]
            sinfo = ("Stack (most recent call last):\n"
                     + "".join(traceback.format_list(rows))).rstrip("\n")
        return filename, lineno, func, sinfo

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info,
                   func=None, extra=None, sinfo=None):
        """Create the record (through the record factory) and add extra."""
        record = _logRecordFactory(name, level, fn, lno, msg, args, exc_info,
                                   func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in record.__dict__:
                    raise KeyError("Attempt to overwrite %r in LogRecord"
                                   % key)
                record.__dict__[key] = extra[key]
        return record

    def _log(self, level, msg, args, exc_info=None, extra=None,
             stack_info=False, stacklevel=1):
        filename, lineno, func, sinfo = self.findCaller(stack_info,
                                                        stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, filename, lineno, msg,
                                 args, exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def _lineage(self):
        """This logger and the ancestors its records propagate to."""
        node = self
        while node is not None:
            yield node
            node = node.parent if node.propagate else None

    def hasHandlers(self):
        return any(node.handlers for node in self._lineage())

    def callHandlers(self, record):
        """Pass the record to the handlers here and up the tree; with none
        at all, to logging.lastResort."""
        seen = 0
        for node in self._lineage():
            for hdlr in node.handlers:
                seen += 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
        if seen:
            return
        mod = _this()
        if mod.lastResort:
            if record.levelno >= mod.lastResort.level:
                mod.lastResort.handle(record)
        elif mod.raiseExceptions and not self.manager.emittedNoHandlerWarning:
            sys.stderr.write('No handlers could be found for logger "%s"\n'
                             % self.name)
            self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        """The first level set on this logger or an ancestor."""
        node = self
        while node is not None:
            if node.level:
                return node.level
            node = node.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level not in self._cache:
            if self.manager.disable >= level:
                self._cache[level] = False
            else:
                self._cache[level] = level >= self.getEffectiveLevel()
        return self._cache[level]

    def getChild(self, suffix):
        """The logger `suffix` below this one (name joined with a dot)."""
        if self.root is not self:
            suffix = self.name + "." + suffix
        return self.manager.getLogger(suffix)

    def __repr__(self):
        return '<%s %s (%s)>' % (type(self).__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))

    def __reduce__(self):
        return getLogger, (self.name,)


class RootLogger(Logger):
    """The logger at the top of the tree, named 'root'."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __reduce__(self):
        return getLogger, ()


_loggerClass = Logger


def _adapted(name, level):
    """LoggerAdapter.debug/info/...: log() at a fixed level."""
    def method(self, msg, *args, **kwargs):
        self.log(level, msg, *args, **kwargs)
    return _named(method, name, "LoggerAdapter")


class LoggerAdapter(object):
    """Wraps a logger to add context (`extra`) to every call; override
    process() to change how."""

    def __init__(self, logger, extra=None):
        self.logger, self.extra = logger, extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    debug = _adapted("debug", DEBUG)
    info = _adapted("info", INFO)
    warning = _adapted("warning", WARNING)
    warn = _named(_deprecated_warn("method"), "warn", "LoggerAdapter")
    error = _adapted("error", ERROR)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    critical = _adapted("critical", CRITICAL)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, exc_info=None, extra=None,
             stack_info=False):
        return self.logger._log(level, msg, args, exc_info=exc_info,
                                extra=extra, stack_info=stack_info)

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
        return '<%s %s (%s)>' % (type(self).__name__, self.logger.name,
                                 getLevelName(self.logger.getEffectiveLevel()))


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


# -- module-level configuration and shortcuts ---------------------------------

def basicConfig(**kwargs):
    """Give the root logger a handler and formatter, unless it has one
    already (or force=True). See the library docs for the arguments."""
    take = kwargs.pop
    if take('force', False):
        for hdlr in list(root.handlers):
            root.removeHandler(hdlr)
            hdlr.close()
    encoding = take('encoding', None)
    errors = take('errors', 'backslashreplace')
    if root.handlers:
        return
    handlers = take("handlers", None)
    if handlers is not None:
        if "stream" in kwargs or "filename" in kwargs:
            raise ValueError("'stream' or 'filename' should not be "
                             "specified together with 'handlers'")
    elif "stream" in kwargs and "filename" in kwargs:
        raise ValueError("'stream' and 'filename' should not be "
                         "specified together")
    else:
        path, mode = take("filename", None), take("filemode", 'a')
        if path:
            handlers = [FileHandler(path, mode, encoding=encoding,
                                    errors=None if 'b' in mode else errors)]
        else:
            handlers = [StreamHandler(take("stream", None))]
    datefmt, style = take("datefmt", None), take("style", '%')
    if style not in _STYLES:
        raise _style_error()
    shared = Formatter(take("format", _STYLES[style][1]), datefmt, style)
    for hdlr in handlers:
        if hdlr.formatter is None:
            hdlr.setFormatter(shared)
        root.addHandler(hdlr)
    chosen_level = take("level", None)
    if chosen_level is not None:
        root.setLevel(chosen_level)
    if kwargs:
        raise ValueError('Unrecognised argument(s): %s'
                         % ', '.join(kwargs.keys()))


def getLogger(name=None):
    """The logger called name; the root logger without a name."""
    if not name or (isinstance(name, str) and name == root.name):
        return root
    return Logger.manager.getLogger(name)


def _shortcut(name):
    """logging.debug/info/...: the root logger's method, after configuring
    a default handler if the root has none."""
    def function(msg, *args, **kwargs):
        if not root.handlers:
            basicConfig()
        getattr(root, name)(msg, *args, **kwargs)
    return _named(function, name, "")


critical = _shortcut("critical")
fatal = critical
error = _shortcut("error")


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


warning = _shortcut("warning")


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, "
                  "use 'warning' instead", DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


info = _shortcut("info")
debug = _shortcut("debug")


def log(level, msg, *args, **kwargs):
    if not root.handlers:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    """Ignore every record at or below level, whatever the loggers say."""
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flush and close every handler (newest first)."""
    for hdlr in reversed(list(handlerList)):
        try:
            hdlr.flush()
            hdlr.close()
        except (OSError, ValueError):
            pass


_saved_showwarning = None


def _showwarning(message, category, filename, lineno, file=None, line=None):
    """warnings.showwarning while captureWarnings(True) is on."""
    import warnings
    if file is not None:
        if _saved_showwarning is not None:
            _saved_showwarning(message, category, filename, lineno, file,
                                  line)
        return
    text = warnings.formatwarning(message, category, filename, lineno, line)
    target = getLogger("py.warnings")
    if not target.handlers:
        target.addHandler(NullHandler())
    target.warning("%s", text)


def captureWarnings(capture):
    """Route warnings to the 'py.warnings' logger (or stop doing so)."""
    global _saved_showwarning
    import warnings
    if capture:
        if _saved_showwarning is None:
            _saved_showwarning = warnings.showwarning
            warnings.showwarning = _showwarning
    elif _saved_showwarning is not None:
        warnings.showwarning = _saved_showwarning
        _saved_showwarning = None
