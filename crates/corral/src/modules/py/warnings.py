"""warnings: issue warnings, filter them, show or record them.

The location of a warning comes from corral's own stack (`_traceback`).
The module name a filter is matched against is `__main__` for the program
and the module's own name for corral's library code.

Programs customise this module by rebinding its attributes (`showwarning`,
`formatwarning`, `filters`, `defaultaction`, ...). Corral keeps a module's
attributes apart from the globals its code sees, so every such name is
read through the module object (`_this()`), never as a global.
"""

import sys
import _traceback

__all__ = ["warn", "warn_explicit", "showwarning",
           "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


def _this():
    import warnings
    return warnings


# -- showing ---------------------------------------------------------------

class WarningMessage(object):
    """The details of one warning, as showwarning() receives them."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file",
                        "line", "source")

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        values = (message, category, filename, lineno, file, line, source)
        for field, value in zip(self._WARNING_DETAILS, values):
            setattr(self, field, value)
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return "{message : %r, category : %r, filename : %r, lineno : %s, line : %r}" % (
            self.message, self._category_name, self.filename, self.lineno,
            self.line)


# Source lines of the places that warned, recorded by warn(): corral has no
# linecache, so formatting looks the line up here.
_seen_lines = {}


def _render(w):
    """The standard one- or two-line text of a warning."""
    text = "%s:%s: %s: %s\n" % (w.filename, w.lineno,
                                w.category.__name__, w.message)
    src = w.line
    if src is None:
        src = _seen_lines.get((w.filename, w.lineno))
    if src:
        text += "  %s\n" % src.strip()
    return text


def formatwarning(message, category, filename, lineno, line=None):
    """Format a warning the standard way."""
    return _render(WarningMessage(message, category, filename, lineno,
                                  None, line))


def _text_of(w):
    # A program may have replaced formatwarning; honour it.
    fmt = _this().formatwarning
    if fmt is _default_format:
        return _render(w)
    return fmt(w.message, w.category, w.filename, w.lineno, w.line)


def _showwarnmsg_impl(w):
    out = w.file
    if out is None:
        out = sys.stderr
        if out is None:
            return
    try:
        out.write(_text_of(w))
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Write a warning to a file (sys.stderr by default)."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno,
                                     file, line))


_default_format = formatwarning
_showwarning_orig = showwarning


def _deliver(w):
    mod = _this()
    shower = mod.showwarning
    if shower is not _showwarning_orig:
        if not callable(shower):
            raise TypeError("warnings.showwarning() must be set to a "
                            "function or method")
        shower(w.message, w.category, w.filename, w.lineno, w.file, w.line)
        return
    # catch_warnings(record=True) swaps this hook for a list's append.
    mod._showwarnmsg_impl(w)


# -- filters ---------------------------------------------------------------

def _check_action(action):
    assert action in _ACTIONS, "invalid action: %r" % (action,)


def _check_lineno(lineno):
    assert isinstance(lineno, int) and lineno >= 0, \
        "lineno must be an int >= 0"


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Add a filter: `message` and `module` are regular expressions."""
    _check_action(action)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    _check_lineno(lineno)
    msg_re = mod_re = None
    if message or module:
        import re
        if message:
            msg_re = re.compile(message, re.I)
        if module:
            mod_re = re.compile(module)
    _insert_filter((action, msg_re, category, mod_re, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Add a filter matching every message of `category`."""
    _check_action(action)
    _check_lineno(lineno)
    _insert_filter((action, None, category, None, lineno), append)


def _insert_filter(entry, append):
    table = _this().filters
    if append:
        if entry not in table:
            table.append(entry)
    else:
        # A filter added again moves to the front rather than repeating.
        if entry in table:
            table.remove(entry)
        table.insert(0, entry)
    _filters_mutated()


def resetwarnings():
    """Remove every filter, the default ones included."""
    _this().filters[:] = []
    _filters_mutated()


# Bumped whenever the filters change, so that per-module "already shown"
# registries recorded under older filters are forgotten.
_generation = [1]


def _filters_mutated():
    _generation[0] += 1


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def _choose_action(text, category, module, lineno):
    mod = _this()
    for entry in mod.filters:
        action, msg_re, cat, mod_re, line = entry
        if (_matches(msg_re, text) and issubclass(category, cat)
                and _matches(mod_re, module) and line in (0, lineno)):
            return action, entry
    return mod.defaultaction, None


# -- issuing ---------------------------------------------------------------

def _where(stacklevel):
    """(filename, lineno, source line, module name) `stacklevel` frames up
    from warn()'s caller."""
    frames = _traceback.stack()
    pos = len(frames) - 1
    while pos >= 0 and frames[pos][0] == "<corral:warnings>":
        pos -= 1
    pos -= max(stacklevel, 1) - 1
    if pos < 0:
        return "sys", 1, None, "sys"
    filename, lineno, _name, line = frames[pos][:4]
    if filename.startswith("<corral:"):
        module = filename[len("<corral:"):-1]
    else:
        module = "__main__"
    return filename, lineno, line, module


# One "already shown" registry per warning module, like CPython's
# __warningregistry__ in each module's globals.
_registries = {}


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or raise it if a filter says "error"."""
    if isinstance(message, Warning):
        category = type(message)
    elif category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, "
                        "not '{:s}'".format(type(category).__name__))
    filename, lineno, line, module = _where(stacklevel)
    if line is not None:
        _seen_lines[(filename, lineno)] = line
    registry = _registries.setdefault(module, {})
    warn_explicit(message, category, filename, lineno, module, registry,
                  None, source)


def warn_explicit(message, category, filename, lineno,
                  module=None, registry=None, module_globals=None,
                  source=None):
    """Issue a warning with an explicit location."""
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _generation[0]:
        registry.clear()
        registry["version"] = _generation[0]
    if isinstance(message, Warning):
        text = str(message)
        category = type(message)
    else:
        text = message
        message = category(message)
    here = (text, category, lineno)
    if registry.get(here):
        return
    action, entry = _choose_action(text, category, module, lineno)
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[here] = 1
        everywhere = _this().onceregistry
        if everywhere.get((text, category)):
            return
        everywhere[(text, category)] = 1
    elif action == "module":
        registry[here] = 1
        if registry.get((text, category, 0)):
            return
        registry[(text, category, 0)] = 1
    elif action == "default":
        registry[here] = 1
    elif action != "always":
        raise RuntimeError(
            "Unrecognized action (%r) in warnings.filters:\n %s"
            % (action, entry))
    _deliver(WarningMessage(message, category, filename, lineno,
                            source=source))


# -- catch_warnings --------------------------------------------------------

class catch_warnings(object):
    """Save the filters and showwarning on entry and restore them on exit;
    with record=True, collect the warnings in a list instead of showing."""

    def __init__(self, *, record=False, module=None,
                 action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = _this() if module is None else module
        self._entered = False
        self._filter = None
        if action is not None:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        shown = []
        if self._record:
            shown.append("record=True")
        if self._module is not _this():
            shown.append("module=%r" % self._module)
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        mod = self._module
        self._saved = (mod.filters, mod.showwarning, mod._showwarnmsg_impl)
        mod.filters = mod.filters[:]
        mod._filters_mutated()
        if self._filter is not None:
            simplefilter(*self._filter)
        if not self._record:
            return None
        log = []
        mod._showwarnmsg_impl = log.append
        mod.showwarning = mod._showwarning_orig
        return log

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        mod = self._module
        mod.filters, mod.showwarning, mod._showwarnmsg_impl = self._saved
        mod._filters_mutated()


class _OptionError(Exception):
    """Kept for compatibility: a bad -W option (never raised by corral)."""


filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
