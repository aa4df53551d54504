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
from operator import index as _index

__all__ = ("warn warn_explicit showwarning formatwarning filterwarnings"
           " simplefilter resetwarnings catch_warnings").split()

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


def _this():
    import warnings
    return warnings


# -- showing ---------------------------------------------------------------

class WarningMessage:
    """The details of one warning, as showwarning() receives them."""

    _WARNING_DETAILS = tuple(
        "message category filename lineno file line source".split())

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        given = (message, category, filename, lineno, file, line, source)
        for name, value in zip(self._WARNING_DETAILS, given):
            setattr(self, name, value)
        self._category_name = None if not category else category.__name__

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


# The stock functions, to tell whether a program replaced them.
_default_format = formatwarning
_stock_show = showwarning


def _deliver(w):
    mod = _this()
    shower = mod.showwarning
    if shower is not _stock_show:
        if not callable(shower):
            raise TypeError("warnings.showwarning() must be set to a "
                            "function or method")
        shower(w.message, w.category, w.filename, w.lineno, w.file, w.line)
        return
    # catch_warnings(record=True) swaps this hook for a list's append.
    mod._showwarnmsg_impl(w)


# -- filters ---------------------------------------------------------------

def _require(ok, why):
    # The argument checks are assertions in CPython too.
    if not ok:
        raise AssertionError(why)


def _check_action(action):
    _require(action in _ACTIONS, "invalid action: %r" % (action,))


def _check_lineno(lineno):
    _require(isinstance(lineno, int) and lineno >= 0,
             "lineno must be an int >= 0")


def _compile(pattern, ignore_case=False):
    # Empty patterns match everything: stored as None, and re is imported
    # only once a filter has a pattern.
    if not pattern:
        return None
    import re
    return re.compile(pattern, re.IGNORECASE if ignore_case else 0)


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Add a filter: `message` and `module` are regular expressions."""
    _check_action(action)
    _require(isinstance(message, str), "message must be a string")
    _require(isinstance(category, type), "category must be a class")
    _require(issubclass(category, Warning),
             "category must be a Warning subclass")
    _require(isinstance(module, str), "module must be a string")
    _check_lineno(lineno)
    entry = (action, _compile(message, ignore_case=True), category,
             _compile(module), lineno)
    _insert_filter(entry, append)


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
    _invalidate_registries()


def resetwarnings():
    """Remove every filter, the default ones included."""
    _this().filters[:] = []
    _invalidate_registries()


# Bumped whenever the filters change, so that per-module "already shown"
# registries recorded under older filters are forgotten.
_generation = [1]


def _invalidate_registries():
    _generation[0] += 1


def _matches(pattern, text):
    if pattern is None:
        return True
    # Filters written into the list by hand may hold plain strings.
    if type(pattern) is str:
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


def _category_for(message, category):
    # A Warning instance brings its own category.
    chosen = type(message) if isinstance(message, Warning) else category
    if chosen is None:
        chosen = UserWarning
    if isinstance(chosen, type) and issubclass(chosen, Warning):
        return chosen
    raise TypeError("category must be a Warning subclass, not '%s'"
                    % type(chosen).__name__)


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or raise it if a filter says "error"."""
    category = _category_for(message, category)
    filename, lineno, line, module = _where(stacklevel)
    if line:
        _seen_lines[(filename, lineno)] = line
    registry = _registries.setdefault(module, {})
    warn_explicit(message, category, filename, lineno,
                  module=module, registry=registry, source=source)


def _module_from_filename(filename):
    name = filename or "<unknown>"
    return name[:-3] if name[-3:].lower() == ".py" else name


def _already_reported(action, entry, registry, key, text, category):
    """Note that this warning is shown under `action`; True when an earlier
    showing makes it redundant."""
    if action == "always":
        return False
    if action == "default":
        registry[key] = 1
        return False
    if action not in ("once", "module"):
        raise RuntimeError(
            "Unrecognized action (%r) in warnings.filters:\n %s"
            % (action, entry))
    registry[key] = 1
    # "once" remembers the text process-wide, "module" per warning module;
    # either way without the line number.
    memo = _this().onceregistry if action == "once" else registry
    memo_key = (text, category)
    if memo.get(memo_key):
        return True
    memo[memo_key] = 1
    return False


def warn_explicit(message, category, filename, lineno,
                  module=None, registry=None, module_globals=None,
                  source=None):
    """Issue a warning with an explicit location."""
    # Like CPython's C implementation: an integer, not anything int() takes.
    line_no = _index(lineno)
    if module is None:
        module = _module_from_filename(filename)
    registry = {} if registry is None else registry
    if registry.get("version", 0) != _generation[0]:
        # Shown under filters that have changed since: forget them.
        registry.clear()
        registry["version"] = _generation[0]
    given_instance = isinstance(message, Warning)
    if given_instance:
        text, category = str(message), type(message)
    else:
        text, message = message, category(message)
    key = (text, category, line_no)
    if registry.get(key):
        return
    action, entry = _choose_action(text, category, module, line_no)
    if action == "error":
        raise message
    if action == "ignore" or _already_reported(action, entry, registry, key,
                                               text, category):
        return
    _deliver(WarningMessage(message, category, filename, line_no,
                            source=source))


# -- catch_warnings --------------------------------------------------------

class catch_warnings:
    """Save the filters and showwarning on entry and restore them on exit;
    with record=True, collect the warnings in a list instead of showing."""

    def __init__(self, *, record=False, module=None,
                 action=None, category=Warning, lineno=0, append=False):
        self._recording = record
        self._module = _this() if module is None else module
        self._active = False
        # Applied with simplefilter() on entry, when an action is given.
        self._preset = (None if action is None
                        else (action, category, lineno, append))

    def __repr__(self):
        shown = []
        if self._recording:
            shown.append("record=True")
        if self._module is not _this():
            shown.append("module=%r" % self._module)
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))

    def __enter__(self):
        if self._active:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._active = True
        mod = self._module
        self._saved = (mod.filters, mod.showwarning, mod._showwarnmsg_impl)
        mod.filters = list(mod.filters)
        _invalidate_registries()
        if self._preset:
            simplefilter(*self._preset)
        if not self._recording:
            return None
        log = []
        mod._showwarnmsg_impl = log.append
        mod.showwarning = _stock_show
        return log

    def __exit__(self, kind, error, trace):
        if not self._active:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        mod = self._module
        mod.filters, mod.showwarning, mod._showwarnmsg_impl = self._saved
        _invalidate_registries()


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
