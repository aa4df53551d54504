"""INI-style configuration files: sections of ``key = value`` options.

A parser keeps one dict of options per section plus a dict of defaults
(the DEFAULT section) that every section falls back to. Values are stored
as read and are interpolated when fetched: ConfigParser expands
``%(name)s`` references (BasicInterpolation); ExtendedInterpolation
expands ``${name}`` and ``${section:name}``; RawConfigParser expands
nothing.

Reading is line oriented: ``[name]`` opens a section, ``key = value`` or
``key: value`` sets an option, a line indented deeper than the option's
key continues its value, whole-line comments start with '#' or ';'.
"""

import functools
import io
import itertools
import os
import re
import sys
from collections import ChainMap as _Chain
import collections.abc as _abc

__all__ = """
    NoSectionError DuplicateOptionError DuplicateSectionError NoOptionError
    InterpolationError InterpolationDepthError InterpolationMissingOptionError
    InterpolationSyntaxError ParsingError MissingSectionHeaderError
    ConfigParser SafeConfigParser RawConfigParser Interpolation
    BasicInterpolation ExtendedInterpolation LegacyInterpolation
    SectionProxy ConverterMapping DEFAULTSECT MAX_INTERPOLATION_DEPTH
""".split()

DEFAULTSECT, MAX_INTERPOLATION_DEPTH = "DEFAULT", 10


# -- exceptions ---------------------------------------------------------------
#
# Each exception keeps its constructor arguments both as attributes and as
# args (so they pickle and compare like the originals); _record does both.

def _record(exc, **fields):
    for attr, value in fields.items():
        setattr(exc, attr, value)
    exc.args = tuple(fields.values())


def _origin(source, lineno):
    """'While reading from SOURCE [line NN]' (line part only when known)."""
    if lineno is None:
        return f"While reading from {source!r}"
    return f"While reading from {source!r} [line {lineno:2d}]"


class Error(Exception):
    """Base class for configparser exceptions; str() and repr() give the message."""

    def __init__(self, msg=""):
        super().__init__(msg)
        self.message = msg

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    """The named section does not exist."""

    def __init__(self, section):
        super().__init__(f"No section: {section!r}")
        _record(self, section=section)


class DuplicateSectionError(Error):
    """A section was added twice (or appears twice in one strict source)."""

    def __init__(self, section, source=None, lineno=None):
        if source is None:
            text = f"Section {section!r} already exists"
        else:
            text = (f"{_origin(source, lineno)}: section {section!r} "
                    "already exists")
        super().__init__(text)
        _record(self, section=section, source=source, lineno=lineno)


class DuplicateOptionError(Error):
    """An option appears twice in one section of one strict source."""

    def __init__(self, section, option, source=None, lineno=None):
        what = f"{option!r} in section {section!r} already exists"
        if source is None:
            text = "Option " + what
        else:
            text = f"{_origin(source, lineno)}: option {what}"
        super().__init__(text)
        _record(self, section=section, option=option, source=source,
                lineno=lineno)


class NoOptionError(Error):
    """The section has no such option (nor do the defaults)."""

    def __init__(self, option, section):
        super().__init__(f"No option {option!r} in section: {section!r}")
        _record(self, option=option, section=section)


class InterpolationError(Error):
    """Base class for problems met while expanding references in a value."""

    def __init__(self, option, section, msg):
        super().__init__(msg)
        self.option, self.section = option, section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    """A reference names an option that does not exist."""

    def __init__(self, option, section, rawval, reference):
        super().__init__(
            option, section,
            f"Bad value substitution: option {option!r} in section "
            f"{section!r} contains an interpolation key {reference!r} which "
            f"is not a valid option name. Raw value: {rawval!r}")
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    """A value contains a malformed reference."""


class InterpolationDepthError(InterpolationError):
    """References nest deeper than MAX_INTERPOLATION_DEPTH."""

    def __init__(self, option, section, rawval):
        super().__init__(
            option, section,
            f"Recursion limit exceeded in value substitution: option "
            f"{option!r} in section {section!r} contains an interpolation "
            f"key which cannot be substituted in {MAX_INTERPOLATION_DEPTH} "
            f"steps. Raw value: {rawval!r}")
        self.args = (option, section, rawval)


class ParsingError(Error):
    """Lines of a source could not be parsed; errors lists (lineno, line)."""

    def __init__(self, source=None, filename=None):
        if source and filename:
            raise ValueError("Cannot specify both `filename' and `source'. "
                             "Use `source'.")
        source = source or filename
        if source is None:
            raise ValueError("Required argument `source' not given.")
        super().__init__(f"Source contains parsing errors: {source!r}")
        _record(self, source=source)
        self.errors = []

    # The old name of `source`.
    filename = property(lambda self: self.source,
                        lambda self, value: setattr(self, "source", value))

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message = f"{self.message}\n\t[line {lineno:2d}]: {line}"


class MissingSectionHeaderError(ParsingError):
    """An option line came before any [section] header."""

    def __init__(self, filename, lineno, line):
        Error.__init__(self, "File contains no section headers.\n"
                             f"file: {filename!r}, line: {lineno:d}\n"
                             f"{line!r}")
        self.errors = []
        _record(self, source=filename, lineno=lineno, line=line)


# Marks "argument not given" where None is a meaningful value.
_UNSET = object()


# -- interpolation ------------------------------------------------------------

def _pass_value(self, parser, section, option, value, *defaults):
    return value


class Interpolation:
    """No interpolation: every hook hands the value back unchanged."""

    before_get = before_set = before_read = before_write = _pass_value


class _MarkerInterpolation(Interpolation):
    """Shared driver of the '%(name)s' and '${name}' styles.

    A subclass sets ``_sigil`` ('%' or '$'), ``_open`` ('(' or '{'),
    ``_KEYCRE`` (matching one reference at the start of a string) and
    implements ``_resolve``.
    """

    def before_get(self, parser, section, option, value, scope):
        out = []
        self._expand(parser, option, out, value, section, scope, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        sig = self._sigil
        left = self._KEYCRE.sub("", value.replace(sig * 2, ""))
        bad = left.find(sig)
        if bad >= 0:
            raise ValueError(f"invalid interpolation syntax in {value!r} "
                             f"at position {bad}")
        return value

    def _expand(self, parser, option, pieces, rest, section, mapping, depth):
        raw = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, raw)
        sig = self._sigil
        while rest:
            at = rest.find(sig)
            if at < 0:
                pieces.append(rest)
                return
            if at:
                pieces.append(rest[:at])
                rest = rest[at:]
            follower = rest[1:2]
            if follower == sig:
                pieces.append(sig)
                rest = rest[2:]
            elif follower == self._open:
                found = self._KEYCRE.match(rest)
                if not found:
                    raise InterpolationSyntaxError(
                        option, section,
                        f"bad interpolation variable reference {rest!r}")
                rest = rest[found.end():]
                self._resolve(parser, option, pieces, found.group(1), rest,
                              section, mapping, depth, raw)
            else:
                text = self._bad_follower.format(rest)
                raise InterpolationSyntaxError(option, section, text)


class BasicInterpolation(_MarkerInterpolation):
    """'%(name)s' is replaced by option name of the same section or DEFAULT;
    '%%' is a literal percent sign."""

    _sigil = '%'
    _open = '('
    _KEYCRE = re.compile(r"%[(]([^)]+)[)]s")
    _bad_follower = "'%' must be followed by '%' or '(', found: {!r}"

    def _resolve(self, parser, option, pieces, ref, rest, section, mapping,
                 depth, raw):
        key = parser.optionxform(ref)
        try:
            value = mapping[key]
        except KeyError:
            raise InterpolationMissingOptionError(option, section, raw,
                                                  key) from None
        if '%' in value:
            self._expand(parser, option, pieces, value, section, mapping,
                         depth + 1)
        else:
            pieces.append(value)


class ExtendedInterpolation(_MarkerInterpolation):
    """'${name}' refers to an option of the same section (or DEFAULT),
    '${section:name}' to one of another section; '$$' is a dollar sign."""

    _sigil = '$'
    _open = '{'
    _KEYCRE = re.compile(r"[$][{]([^}]+)[}]")
    _bad_follower = "'$' must be followed by '$' or '{{', found: {!r}"

    def _resolve(self, parser, option, pieces, ref, rest, section, mapping,
                 depth, raw):
        parts = ref.split(':')
        where, name = section, option
        try:
            if len(parts) == 1:
                name = parser.optionxform(parts[0])
                value = mapping[name]
            elif len(parts) == 2:
                where = parts[0]
                name = parser.optionxform(parts[1])
                value = parser.get(where, name, raw=True)
            else:
                raise InterpolationSyntaxError(
                    option, section, f"More than one ':' found: {rest!r}")
        except (KeyError, NoOptionError, NoSectionError):
            raise InterpolationMissingOptionError(option, section, raw,
                                                  ":".join(parts)) from None
        if '$' in value:
            self._expand(parser, name, pieces, value, where,
                         dict(parser.items(where, raw=True)), depth + 1)
        else:
            pieces.append(value)


class LegacyInterpolation(Interpolation):
    """Deprecated: expands '%(name)s' with the % operator, repeatedly."""

    _NAMES = re.compile(r"%[(]([^)]*)[)]s")

    def before_get(self, parser, section, option, value, scope):
        start = value
        rounds = 0
        while value and "%(" in value:
            if rounds == MAX_INTERPOLATION_DEPTH:
                raise InterpolationDepthError(option, section, start)
            rounds += 1
            value = self._NAMES.sub(
                lambda m: "%(" + parser.optionxform(m.group(1)) + ")s", value)
            try:
                value = value % scope
            except KeyError as missing:
                raise InterpolationMissingOptionError(
                    option, section, start, missing.args[0]) from None
        return value


# -- the parser ---------------------------------------------------------------

def _option_regex(delims, allow_no_value):
    """key, delimiter, value; the delimiter part optional with allow_no_value."""
    tail = rf"(?P<vi>{delims})\s*(?P<value>.*)"
    if allow_no_value:
        tail = f"(?:{tail})?"
    return re.compile(r"(?P<option>.*?)\s*" + tail + "$")


def _section_scope(parser, section):
    """The dict holding section's own options (DEFAULT's for '' or DEFAULT)."""
    if not section or section == parser.default_section:
        return parser._defaults
    found = parser._sections.get(section)
    if found is None:
        raise NoSectionError(section) from None
    return found


class RawConfigParser(_abc.MutableMapping):
    """A configuration parser without value interpolation."""

    _default_interp = Interpolation()
    SECTCRE = re.compile(r"\[(?P<header>.+)\]")
    OPTCRE = _option_regex("=|:", False)
    OPTCRE_NV = _option_regex("=|:", True)
    _NONBLANK = re.compile(r"\S")
    BOOLEAN_STATES = dict.fromkeys(("1", "yes", "true", "on"), True)
    BOOLEAN_STATES.update(dict.fromkeys(("0", "no", "false", "off"), False))

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *,
                 delimiters=("=", ":"), comment_prefixes=("#", ";"),
                 inline_comment_prefixes=None, strict=True,
                 empty_lines_in_values=True, default_section=DEFAULTSECT,
                 interpolation=_UNSET, converters=_UNSET):
        self._section_type = dict_type
        self._sections, self._defaults = dict_type(), dict_type()
        self._views = dict_type()
        self._conv = ConverterMapping(self)
        self._views[default_section] = SectionProxy(self, default_section)
        self.default_section = default_section
        self._seps = tuple(delimiters)
        if self._seps == ("=", ":"):
            self._optcre = (self.OPTCRE_NV if allow_no_value
                            else self.OPTCRE)
        else:
            self._optcre = _option_regex(
                "|".join(map(re.escape, self._seps)), allow_no_value)
        self._full_comments = tuple(comment_prefixes or ())
        self._inline_comments = tuple(inline_comment_prefixes or ())
        self._strict, self._allow_no_value = strict, allow_no_value
        self._keep_blank = empty_lines_in_values
        chosen = interpolation
        if chosen is _UNSET:
            chosen = self._default_interp
        elif chosen is None:
            chosen = Interpolation()
        if not isinstance(chosen, Interpolation):
            raise TypeError(
                "interpolation= must be None or an instance of Interpolation;"
                f" got an object of type {type(chosen)}")
        self._interpolation = chosen
        if converters is not _UNSET:
            self._conv.update(converters)
        if defaults:
            self._load_defaults(defaults)

    # ---- sections and options

    def defaults(self):
        return self._defaults

    def sections(self):
        """The section names, DEFAULT excluded."""
        return [*self._sections]

    def add_section(self, section):
        """Create an empty section; DEFAULT or an existing name is an error."""
        if section == self.default_section:
            raise ValueError(f"Invalid section name: {section!r}")
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._section_type()
        self._views[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        """Option names of a section, followed by those only in DEFAULT."""
        if section not in self._sections:
            raise NoSectionError(section)
        names = list(self._sections[section])
        names += [k for k in self._defaults if k not in self._sections[section]]
        return names

    def has_option(self, section, option):
        """Whether section (or DEFAULT, for '' or DEFAULT) defines option."""
        key = self.optionxform(option)
        if section and section != self.default_section:
            own = self._sections.get(section)
            return own is not None and (key in own or key in self._defaults)
        return key in self._defaults

    def optionxform(self, optionstr):
        return optionstr.lower()

    # ---- reading

    def read(self, filenames, encoding=None):
        """Read every file that can be opened; return the names read."""
        if isinstance(filenames, (str, bytes, os.PathLike)):
            filenames = (filenames,)
        parsed = []
        for each in filenames:
            try:
                fp = open(each, encoding=encoding)
            except OSError:
                continue
            with fp:
                self._read(fp, each)
            parsed.append(os.fspath(each) if isinstance(each, os.PathLike)
                          else each)
        return parsed

    def read_file(self, f, source=None):
        """Parse the lines of an open file (or any iterable of lines)."""
        self._read(f, getattr(f, "name", "<???>") if source is None else source)

    def read_string(self, string, source="<string>"):
        self.read_file(io.StringIO(string), source)

    def read_dict(self, dictionary, source="<dict>"):
        """Load {section: {key: value}}; keys and values pass through str()."""
        done = set()
        for sect, pairs in dictionary.items():
            sect = str(sect)
            try:
                self.add_section(sect)
            except (DuplicateSectionError, ValueError):
                if sect in done and self._strict:
                    raise
            done.add(sect)
            for key, value in pairs.items():
                key = self.optionxform(str(key))
                value = None if value is None else str(value)
                if (sect, key) in done and self._strict:
                    raise DuplicateOptionError(sect, key, source)
                done.add((sect, key))
                self.set(sect, key, value)

    def readfp(self, fp, filename=None):
        """Deprecated spelling of read_file()."""
        import warnings
        warnings.warn("This method will be removed in Python 3.12. "
                      "Use 'parser.read_file()' instead.",
                      DeprecationWarning, stacklevel=2)
        self.read_file(fp, source=filename)

    def _comment_start(self, line):
        """Index where a comment starts in line, or None."""
        if any(line.strip().startswith(p) for p in self._full_comments):
            return 0
        # Scan all inline prefixes in rounds, one more occurrence of each per
        # round; the first round that finds one preceded by whitespace (or
        # at the line start) decides.
        best = None
        pending = {prefix: -1 for prefix in self._inline_comments}
        while best is None and pending:
            still = {}
            for prefix, last in pending.items():
                at = line.find(prefix, last + 1)
                if at == -1:
                    continue
                still[prefix] = at
                if at == 0 or line[at - 1].isspace():
                    if best is None or at < best:
                        best = at
            pending = still
        return best

    def _read(self, fp, fpname):
        """Parse lines into the parser; see the module docstring for rules."""
        seen = set()
        target = None        # the dict options go to, None before a header
        header = None
        key = None           # the option a continuation line extends
        indent = 0
        problems = None
        number = 0
        for line in fp:
            number += 1
            cut = self._comment_start(line)
            text = (line if cut is None else line[:cut]).strip()
            if not text:
                if not self._keep_blank:
                    indent = sys.maxsize
                elif (cut is None and target is not None and key
                        and target[key] is not None):
                    target[key].append("")
                continue
            column = self._NONBLANK.search(line).start()
            if key and target is not None and column > indent:
                target[key].append(text)
                continue
            indent = column
            is_header = self.SECTCRE.match(text)
            if is_header:
                header, key = is_header.group("header"), None
                if header in self._sections:
                    if header in seen and self._strict:
                        raise DuplicateSectionError(header, fpname, number)
                    seen.add(header)
                    target = self._sections[header]
                elif header == self.default_section:
                    target = self._defaults
                else:
                    target = self._sections[header] = self._section_type()
                    self._views[header] = SectionProxy(self, header)
                    seen.add(header)
                continue
            if target is None:
                raise MissingSectionHeaderError(fpname, number, line)
            parts = self._optcre.match(text)
            if not parts:
                problems = self._note_error(problems, fpname, number, line)
                continue
            name, value = parts.group("option"), parts.group("value")
            if not name:
                problems = self._note_error(problems, fpname, number, line)
            key = self.optionxform(name.rstrip())
            if (header, key) in seen and self._strict:
                raise DuplicateOptionError(header, key, fpname, number)
            seen.add((header, key))
            target[key] = None if value is None else [value.strip()]
        self._finish_values()
        if problems:
            raise problems

    def _note_error(self, problems, fpname, number, line):
        problems = problems or ParsingError(fpname)
        problems.append(number, repr(line))
        return problems

    def _finish_values(self):
        hook = self._interpolation.before_read
        scopes = [(self.default_section, self._defaults)]
        scopes.extend(self._sections.items())
        for sect, table in scopes:
            for key, value in table.items():
                if type(value) is list:
                    value = "\n".join(value).rstrip()
                table[key] = hook(self, sect, key, value)

    def _load_defaults(self, defaults):
        """Constructor defaults are stored raw, without before_set checks."""
        kept, self._interpolation = self._interpolation, Interpolation()
        try:
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = kept

    # ---- getting values

    def _lookup_chain(self, section, vars):
        """A lookup chain: vars, then the section, then DEFAULT."""
        if section in self._sections:
            own = self._sections[section]
        elif section == self.default_section:
            own = {}
        else:
            raise NoSectionError(section)
        extra = {}
        for key, value in (vars or {}).items():
            extra[self.optionxform(key)] = (value if value is None
                                            else str(value))
        return _Chain(extra, own, self._defaults)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """The value of option in section (or DEFAULT), interpolated unless raw."""
        try:
            scope = self._lookup_chain(section, vars)
        except NoSectionError:
            if fallback is not _UNSET:
                return fallback
            raise
        key = self.optionxform(option)
        if key not in scope:
            if fallback is not _UNSET:
                return fallback
            raise NoOptionError(key, section)
        value = scope[key]
        if value is None or raw:
            return value
        return self._interpolation.before_get(self, section, key, value, scope)

    def _get(self, section, conv, option, **kwargs):
        return conv(self.get(section, option, **kwargs))

    def _get_converted(self, section, option, conv, *, raw=False, vars=None,
                  fallback=_UNSET, **kwargs):
        try:
            text = self.get(section, option, raw=raw, vars=vars, **kwargs)
        except (NoOptionError, NoSectionError):
            if fallback is not _UNSET:
                return fallback
            raise
        return conv(text)

    def _typed(conv_name):
        def getter(self, section, option, *, raw=False, vars=None,
                   fallback=_UNSET, **kwargs):
            conv = conv_name if callable(conv_name) else getattr(self, conv_name)
            return self._get_converted(section, option, conv, raw=raw, vars=vars,
                                  fallback=fallback, **kwargs)
        return getter

    getint = _typed(int)
    getfloat = _typed(float)
    getboolean = _typed("_as_bool")
    del _typed

    def _as_bool(self, value):
        state = self.BOOLEAN_STATES.get(value.lower())
        if state is None:
            raise ValueError(f"Not a boolean: {value}")
        return state

    def items(self, section=_UNSET, raw=False, vars=None):
        """Without a section: (name, SectionProxy) pairs, DEFAULT first.
        With one: its (option, value) pairs, defaults included."""
        if section is _UNSET:
            return super().items()
        scope = dict(self._defaults)
        if section in self._sections:
            scope.update(self._sections[section])
        elif section != self.default_section:
            raise NoSectionError(section)
        keys = [*scope]
        for key, value in (vars or {}).items():
            scope[self.optionxform(key)] = value
        if raw:
            return [(k, scope[k]) for k in keys]
        hook = self._interpolation.before_get
        return [(k, hook(self, section, k, scope[k], scope)) for k in keys]

    def popitem(self):
        """Remove and return the first (name, proxy) pair after DEFAULT."""
        names = self.sections()
        if not names:
            raise KeyError
        proxy = self[names[0]]
        del self[names[0]]
        return names[0], proxy

    # ---- changing

    def _require_strings(self, *, section="", option="", value=""):
        checks = ((section, "section names"), (option, "option keys"))
        if value or not self._allow_no_value:
            checks += ((value, "option values"),)
        for given, what in checks:
            if not isinstance(given, str):
                raise TypeError(what + " must be strings")

    def set(self, section, option, value=None):
        """Store value (interpolation syntax checked first) under option."""
        if value:
            value = self._interpolation.before_set(self, section, option,
                                                   value)
        _section_scope(self, section)[self.optionxform(option)] = value

    def remove_option(self, section, option):
        """Delete option; return whether it existed."""
        table = _section_scope(self, section)
        key = self.optionxform(option)
        return table.pop(key, _UNSET) is not _UNSET

    def remove_section(self, section):
        """Delete a section; return whether it existed."""
        if section not in self._sections:
            return False
        self._sections.pop(section)
        self._views.pop(section)
        return True

    # ---- writing

    def write(self, fp, space_around_delimiters=True):
        """Write the configuration in a form read() understands."""
        sep = self._seps[0]
        if space_around_delimiters:
            sep = f" {sep} "
        scopes = [(name, self._sections[name]) for name in self._sections]
        if self._defaults:
            scopes.insert(0, (self.default_section, self._defaults))
        for name, table in scopes:
            self._write_section(fp, name, table.items(), sep)

    def _write_section(self, fp, name, pairs, sep):
        hook = self._interpolation.before_write
        fp.write(f"[{name}]\n")
        for key, value in pairs:
            value = hook(self, name, key, value)
            if value is None and self._allow_no_value:
                fp.write(f"{key}\n")
            else:
                shown = str(value).replace("\n", "\n\t")
                fp.write(f"{key}{sep}{shown}\n")
        fp.write("\n")

    # ---- mapping protocol: section name -> SectionProxy

    def __getitem__(self, key):
        if key == self.default_section or key in self._sections:
            return self._views[key]
        raise KeyError(key)

    def __setitem__(self, key, value):
        # Assigning a section's own proxy to it is a no-op; anything else
        # replaces the section's options.
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if key not in self._sections:
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key in self._sections or key == self.default_section

    def __len__(self):
        return 1 + len(self._sections)

    def __iter__(self):
        yield self.default_section
        yield from self._sections

    converters = property(lambda self: self._conv)


class ConfigParser(RawConfigParser):
    """A configuration parser with '%(name)s' interpolation; section names,
    option names and values must be strings."""

    _default_interp = BasicInterpolation()

    def set(self, section, option, value=None):
        self._require_strings(option=option, value=value)
        RawConfigParser.set(self, section, option, value)

    def add_section(self, section):
        self._require_strings(section=section)
        RawConfigParser.add_section(self, section)


class SafeConfigParser(ConfigParser):
    """Deprecated alias of ConfigParser."""

    def __init__(self, *args, **kwargs):
        ConfigParser.__init__(self, *args, **kwargs)
        import warnings
        warnings.warn("The SafeConfigParser class has been renamed to "
                      "ConfigParser in Python 3.2. This alias will be removed "
                      "in Python 3.12. Use ConfigParser directly instead.",
                      DeprecationWarning, stacklevel=2)


class SectionProxy(_abc.MutableMapping):
    """A view of one section as a mapping of option name to value."""

    def __init__(self, parser, name):
        self._owner, self._name = parser, name
        for kind in parser.converters:
            method = getattr(parser, "get" + kind)
            setattr(self, "get" + kind, functools.partial(self.get,
                                                          _impl=method))

    parser = property(lambda self: self._owner)
    name = property(lambda self: self._name)

    def __repr__(self):
        return f"<Section: {self._name}>"

    def __getitem__(self, key):
        owner = self._owner
        if owner.has_option(self._name, key):
            return owner.get(self._name, key)
        raise KeyError(key)

    def __setitem__(self, key, value):
        owner = self._owner
        owner._require_strings(option=key, value=value)
        return owner.set(self._name, key, value)

    def __delitem__(self, key):
        owner = self._owner
        gone = (owner.has_option(self._name, key)
                and owner.remove_option(self._name, key))
        if not gone:
            raise KeyError(key)

    def __contains__(self, key):
        return self._owner.has_option(self._name, key)

    def _options(self):
        owner = self._owner
        if self._name == owner.default_section:
            return owner.defaults()
        return owner.options(self._name)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def get(self, option, fallback=None, *, raw=False, vars=None, _impl=None,
            **kwargs):
        """parser.get() (or the typed getter _impl) for this section; the
        fallback defaults to None."""
        fetch = _impl or self._owner.get
        return fetch(self._name, option, raw=raw, vars=vars,
                     fallback=fallback, **kwargs)


class ConverterMapping(_abc.MutableMapping):
    """The parser's getX converters by name X; setting one adds parser.getX
    and section.getX methods, deleting one removes them."""

    _GETTER_NAME = re.compile(r"^get(?P<name>.+)$")

    def __init__(self, parser):
        self._owner = parser
        # Built-in getters (getint, ...) are listed with no converter.
        self._funcs = {}
        for attr in dir(parser):
            if attr.startswith("get") and len(attr) > 3:
                if callable(getattr(parser, attr)):
                    self._funcs[attr[3:]] = None

    def __getitem__(self, key):
        return self._funcs[key]

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise ValueError(f"Incompatible key: {key} (type: {type(key)})")
        if not key:
            raise ValueError('Incompatible key: cannot use "" as a name')
        self._funcs[key] = value
        method = functools.partial(self._owner._get_converted, conv=value)
        method.converter = value
        setattr(self._owner, "get" + key, method)
        for proxy in self._owner.values():
            setattr(proxy, "get" + key, functools.partial(proxy.get,
                                                          _impl=method))

    def __delitem__(self, key):
        if not isinstance(key, str) or not key:
            raise KeyError(key)
        del self._funcs[key]
        for holder in (self._owner, *self._owner.values()):
            if "get" + key in vars(holder):
                delattr(holder, "get" + key)

    def __iter__(self):
        return iter(self._funcs)

    def __len__(self):
        return len(self._funcs)
