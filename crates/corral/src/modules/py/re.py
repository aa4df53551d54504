"""Support for regular expressions (CPython 3.11's re for corral).

Parsing and matching are native (_corral_sre); this module builds the
Pattern and Match objects, replacement templates and splitting on top."""

import _corral_sre as _sre
from types import MappingProxyType as _mappingproxy

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "template", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

_MAXSIZE = 9223372036854775807

# Definition order, which is the order a combined flag's repr lists them in.
_FLAG_NAMES = [
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32),
    ("MULTILINE", 8), ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1),
    ("DEBUG", 128),
]


class RegexFlag(int):
    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    __ror__ = __or__

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    __rand__ = __and__

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & 511)

    def __repr__(self):
        v = int(self)
        if v == 0:
            return 're.NOFLAG'
        names = []
        for name, bit in _FLAG_NAMES:
            if v & bit:
                names.append('re.' + name)
                v &= ~bit
        if v:
            names.append(hex(v))
        return '|'.join(names)

    __str__ = __repr__

    @property
    def name(self):
        r = repr(self)
        return r.replace('re.', '')

    @property
    def value(self):
        return int(self)


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)


class error(Exception):
    """Exception raised for invalid regular expressions."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            if isinstance(pattern, str):
                newline = '\n'
            else:
                newline = b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


PatternError = error


class Match:
    # The dict keys of an instance, shared by the ones _corral_sre builds.
    _corral_keys = ('re', 'string', '_res')

    def __init__(self, pattern, string, res):
        self.re = pattern
        self.string = string
        self._res = res

    @property
    def pos(self):
        return self._res[1]

    @property
    def endpos(self):
        return self._res[2]

    @property
    def lastindex(self):
        return self._res[0]

    @property
    def lastgroup(self):
        i = self._res[0]
        if i is None:
            return None
        return self.re._names.get(i)

    @property
    def regs(self):
        r = self._res
        return tuple((r[3 + 2 * g], r[4 + 2 * g]) for g in range(self.re.groups + 1))

    def _index(self, g):
        if isinstance(g, int):
            if 0 <= g <= self.re.groups:
                return g
        elif isinstance(g, str):
            # The pattern's own dict: groupindex would copy it per lookup.
            i = self.re._index.get(g)
            if i is not None:
                return i
        elif hasattr(type(g), '__index__'):
            return self._index(g.__index__())
        raise IndexError("no such group")

    def _get(self, g, default=None):
        r = self._res
        s = r[3 + 2 * g]
        if s < 0:
            return default
        return _piece(self.string, s, r[4 + 2 * g])

    # The methods below are native (_corral_sre's m_*) for the usual
    # arguments; the Python definitions serve the rest.
    def _py_group(self, *args):
        if not args:
            return self._get(0)
        if len(args) == 1:
            return self._get(self._index(args[0]))
        return tuple(self._get(self._index(a)) for a in args)

    def _py___getitem__(self, g):
        return self._get(self._index(g))

    def _py_groups(self, default=None):
        return tuple(self._get(g, default) for g in range(1, self.re.groups + 1))

    def _py_groupdict(self, default=None):
        return {name: self._get(i, default) for name, i in self.re._index.items()}

    def _py_span(self, group=0):
        g = self._index(group)
        return (self._res[3 + 2 * g], self._res[4 + 2 * g])

    def _py_start(self, group=0):
        return self._res[3 + 2 * self._index(group)]

    def _py_end(self, group=0):
        return self._res[4 + 2 * self._index(group)]

    group = _sre.m_group
    __getitem__ = _sre.m_getitem
    groups = _sre.m_groups
    groupdict = _sre.m_groupdict
    span = _sre.m_span
    start = _sre.m_start
    end = _sre.m_end

    def expand(self, template):
        return _expand(self.re, template, self)

    def __repr__(self):
        return '<re.Match object; span=(%d, %d), match=%s>' % (
            self._res[3], self._res[4], repr(self.group(0))[:50])

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


class Pattern:
    def __init__(self, pattern, flags, groups, names):
        self.pattern = pattern
        self.flags = flags
        self.groups = groups
        self._flags = int(flags)
        index = {}
        by_number = {}
        for name, i in names:
            index[name] = i
            by_number[i] = name
        self._index = index
        self._names = by_number

    @property
    def groupindex(self):
        return _mappingproxy(dict(self._index))

    def _py_match(self, string, pos=0, endpos=_MAXSIZE):
        res = _sre.match(self.pattern, self._flags, string, pos, endpos, 0)
        return None if res is None else Match(self, string, res)

    def _py_fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        res = _sre.match(self.pattern, self._flags, string, pos, endpos, 1)
        return None if res is None else Match(self, string, res)

    def _py_search(self, string, pos=0, endpos=_MAXSIZE):
        res = _sre.match(self.pattern, self._flags, string, pos, endpos, 2)
        return None if res is None else Match(self, string, res)

    # Native for positional arguments (_corral_sre's p_*), which build the
    # Match themselves.
    _corral_match = Match
    match = _sre.p_match
    fullmatch = _sre.p_fullmatch
    search = _sre.p_search

    def _match(self, string, pos, endpos, mode):
        res = _sre.match(self.pattern, self._flags, string, pos, endpos, mode)
        return None if res is None else Match(self, string, res)

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        return _sre.findall(self.pattern, self._flags, string, pos, endpos)

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        found = _sre.scan(self.pattern, self._flags, string, pos, endpos, 8)
        return _finditer(self, string, found, endpos)

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        return _Scanner(self, string, pos, endpos)

    def split(self, string, maxsplit=0):
        if maxsplit < 0:
            return [string]
        return _sre.split(self.pattern, self._flags, string, maxsplit)

    def _subx(self, repl, string, count):
        if count < 0:
            return _piece(string, 0, 0), 0
        if not callable(repl):
            groups, literals = _compile_template(self, repl)
            pieces = literals[:]
            for index, group in groups:
                pieces[index] = group
            return _sre.sub(self.pattern, self._flags, string, count, pieces)
        found = _sre.scan(self.pattern, self._flags, string, 0, _MAXSIZE, count)
        parts = []
        last = 0
        for r in found:
            parts.append(_piece(string, last, r[3]))
            item = repl(Match(self, string, r))
            if item is not None:
                parts.append(item)
            last = r[4]
        parts.append(_piece(string, last, len(string)))
        return _piece(string, 0, 0).join(parts), len(found)

    def sub(self, repl, string, count=0):
        return self._subx(repl, string, count)[0]

    def subn(self, repl, string, count=0):
        return self._subx(repl, string, count)

    def __repr__(self):
        flags = self._flags
        if isinstance(self.pattern, str) and (flags & (4 | 32 | 256)) == 32:
            flags &= ~32
        names = []
        for name, bit in [("TEMPLATE", 1), ("IGNORECASE", 2), ("LOCALE", 4),
                          ("MULTILINE", 8), ("DOTALL", 16), ("UNICODE", 32),
                          ("VERBOSE", 64), ("DEBUG", 128), ("ASCII", 256)]:
            if flags & bit:
                names.append('re.' + name)
                flags &= ~bit
        if flags:
            names.append(hex(flags))
        p = repr(self.pattern)[:200]
        if names:
            return 're.compile(%s, %s)' % (p, '|'.join(names))
        return 're.compile(%s)' % p

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return (self.pattern == other.pattern and self._flags == other._flags
                and type(self.pattern) is type(other.pattern))

    def __hash__(self):
        return hash((self.pattern, self._flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


def _finditer(pattern, string, found, endpos):
    # Matches are found in chunks that double in size: lazy enough for an
    # early break on a huge string, without re-scanning per match.
    chunk = 8
    while True:
        for r in found:
            yield Match(pattern, string, r)
        if len(found) < chunk:
            return
        last = found[-1]
        chunk = min(chunk * 2, 4096)
        found = _sre.scan(pattern.pattern, pattern._flags, string, last[4], endpos,
                          chunk, last[3] == last[4], last[1])


class _Scanner:
    def __init__(self, pattern, string, pos, endpos):
        self.pattern = pattern
        self._string = string
        n = len(string)
        self._pos = min(max(pos, 0), n)
        self._endpos = min(max(endpos, 0), n)
        self._advance = False

    def _next(self, mode):
        if self._pos > self._endpos:
            return None
        m = self.pattern._match(self._string, self._pos, self._endpos, mode)
        if m is not None:
            self._pos = m.end()
            if m.start() == m.end():
                self._pos += 1
        else:
            self._pos = self._endpos + 1
        return m

    def match(self):
        return self._next(0)

    def search(self):
        return self._next(2)


_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    if not isinstance(flags, int):
        raise TypeError("unsupported operand type(s) for &: '%s' and 'int'" % type(flags).__name__)
    r = _sre.compile(pattern, flags)
    if type(r) is list:
        raise error(r[0], pattern, r[1])
    p = Pattern(pattern, r[0], r[1], r[2])
    if len(_cache) >= _MAXCACHE:
        _cache.clear()
    _cache[key] = p
    return p


def compile(pattern, flags=0):
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def purge():
    _cache.clear()
    _template_cache.clear()


def template(pattern, flags=0):
    return _compile(pattern, flags | T)


_special_chars_map = {i: '\\' + chr(i) for i in b'()[]{}?*+-|^$\\.&~# \t\n\r\v\f'}


def escape(pattern):
    if isinstance(pattern, str):
        return pattern.translate(_special_chars_map)
    else:
        pattern = str(pattern, 'latin1')
        return pattern.translate(_special_chars_map).encode('latin1')


# --- replacement templates -------------------------------------------------

_template_cache = {}
_ESCAPES = {'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
            'v': '\v', '\\': '\\'}
_ASCIILETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'


def _compile_template(pattern, repl):
    key = (pattern.pattern, pattern._flags, type(repl), repl)
    t = _template_cache.get(key)
    if t is None:
        if isinstance(repl, (bytes, bytearray)):
            istext = False
        elif isinstance(repl, str):
            istext = True
        else:
            raise TypeError("decoding to str: need a bytes-like object, %s found"
                            % type(repl).__name__)
        t = _parse_template(repl, pattern)
        if isinstance(pattern.pattern, str) != istext:
            if istext:
                raise TypeError("sequence item 0: expected a bytes-like object, str found")
            raise TypeError("sequence item 0: expected str instance, %s found"
                            % type(repl).__name__)
        if len(_template_cache) >= _MAXCACHE:
            _template_cache.clear()
        _template_cache[key] = t
    return t


def _tpl_error(msg, source, pos):
    if not isinstance(source, str):
        msg = msg.encode('ascii', 'backslashreplace').decode('ascii')
    return error(msg, source, pos)


def _parse_template(source, pattern):
    istext = isinstance(source, str)
    s = source if istext else str(source, 'latin1')
    n = len(s)
    i = 0
    groups = []
    literals = []
    literal = []

    def addgroup(index, pos):
        if index > pattern.groups:
            raise _tpl_error("invalid group reference %d" % index, source, pos)
        if literal:
            literals.append(''.join(literal))
            del literal[:]
        groups.append((len(literals), index))
        literals.append(None)

    while i < n:
        c = s[i]
        i += 1
        if c != '\\':
            literal.append(c)
            continue
        if i >= n:
            raise _tpl_error("bad escape (end of pattern)", source, n - 1)
        c = s[i]
        i += 1
        this = '\\' + c
        if c == 'g':
            if i >= n or s[i] != '<':
                raise _tpl_error("missing <", source, i)
            i += 1
            j = s.find('>', i)
            if j < 0:
                name = s[i:]
                if not name:
                    raise _tpl_error("missing group name", source, n)
                raise _tpl_error("missing >, unterminated name", source, i)
            name = s[i:j]
            if not name:
                raise _tpl_error("missing group name", source, i)
            i = j + 1
            if name.isidentifier():
                try:
                    index = pattern._index[name]
                except KeyError:
                    raise IndexError("unknown group name %r" % name) from None
            else:
                try:
                    index = int(name)
                    if index < 0:
                        raise ValueError
                except ValueError:
                    raise _tpl_error("bad character in group name %r" % name,
                                     source, i - len(name) - 1) from None
                if index >= 1 << 30:
                    raise _tpl_error("invalid group reference %d" % index,
                                     source, i - len(name) - 1)
            addgroup(index, i - len(name) - 1)
        elif c == '0':
            digits = ''
            while len(digits) < 2 and i < n and s[i] in '01234567':
                digits += s[i]
                i += 1
            literal.append(chr(int('0' + digits, 8) & 0xff))
        elif c in '0123456789':
            start = i - 2
            isoctal = False
            if i < n and s[i] in '0123456789':
                this += s[i]
                i += 1
                if c in '01234567' and this[2] in '01234567' and i < n and s[i] in '01234567':
                    this += s[i]
                    i += 1
                    isoctal = True
                    v = int(this[1:], 8)
                    if v > 0o377:
                        raise _tpl_error('octal escape value %s outside of range 0-0o377' % this,
                                         source, start)
                    literal.append(chr(v))
            if not isoctal:
                addgroup(int(this[1:]), start + 1)
        else:
            e = _ESCAPES.get(c)
            if e is not None:
                literal.append(e)
            else:
                if c in _ASCIILETTERS:
                    raise _tpl_error('bad escape %s' % this, source, i - 2)
                literal.append(this)
    if literal:
        literals.append(''.join(literal))
    if not istext:
        literals = [None if x is None else x.encode('latin1') for x in literals]
    return groups, literals


def _piece(string, start, stop):
    # A str subject gives str pieces; any other bytes-like subject (bytearray,
    # memoryview, array) gives bytes, as CPython's matcher does.
    if isinstance(string, (str, bytes)):
        return string[start:stop]
    return bytes(string[start:stop])


def _expand_compiled(template, match):
    groups, literals = template
    empty = _piece(match.string, 0, 0)
    literals = literals[:]
    for index, group in groups:
        literals[index] = match.group(group) or empty
    return empty.join(literals)


def _expand(pattern, template, match):
    return _expand_compiled(_compile_template(pattern, template), match)
