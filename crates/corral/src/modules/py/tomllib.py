"""A TOML 1.0 reader: loads(str) and load(binary file) return a dict.

Hand-written scanner over the document text; error messages and positions
follow CPython 3.11's tomllib."""

import datetime as _dt
import re as _re

__all__ = ("loads", "load", "TOMLDecodeError")


class TOMLDecodeError(ValueError):
    """An error while decoding a TOML document."""


_WS = ' \t'
_WS_NL = ' \t\n'
_BARE = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
                  '0123456789-_')
_HEX = frozenset('0123456789abcdefABCDEF')
# Control characters a comment or string may not contain (tab is fine).
_CONTROL = frozenset(chr(c) for c in range(0x20) if c != 9) | {'\x7f'}
_CONTROL_ML = _CONTROL - {'\n'}
_ESCAPES = {'\\b': '\b', '\\t': '\t', '\\n': '\n', '\\f': '\f',
            '\\r': '\r', '\\"': '"', '\\\\': '\\'}

_NUMBER = _re.compile(
    r'0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|b[01](?:_?[01])*|o[0-7](?:_?[0-7])*)'
    r'|[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?'
    r'(?:[eE][+-]?[0-9](?:_?[0-9])*)?')
_TIME = r'([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]{1,6})[0-9]*)?'
_LOCAL_TIME = _re.compile(_TIME)
_DATETIME = _re.compile(
    r'([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])'
    r'(?:[Tt ]' + _TIME + r'(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?')

_FROZEN = 1     # inline tables and arrays: nothing may be added
_EXPLICIT = 2   # declared by a header or dotted keys: no second declaration


def loads(s, /, *, parse_float=float):
    """Parse a TOML document given as str."""
    if isinstance(s, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not 'str'")
    return _Parser(s.replace('\r\n', '\n'), parse_float).document()


def load(fp, /, *, parse_float=float):
    """Parse a TOML document from a file opened in binary mode."""
    data = fp.read()
    try:
        text = data.decode()
    except AttributeError:
        raise TypeError("File must be opened in binary mode, e.g. use "
                        "`open('foo.toml', 'rb')`") from None
    return loads(text, parse_float=parse_float)


class _Flags:
    """Flags per key path. A node is [own flags, flags for the whole
    subtree, children]."""

    def __init__(self):
        self.root = [0, 0, {}]
        self.pending = []

    def has(self, path, flag):
        if not path:
            return False
        kids = self.root[2]
        for k in path[:-1]:
            node = kids.get(k)
            if node is None:
                return False
            if node[1] & flag:
                return True
            kids = node[2]
        node = kids.get(path[-1])
        return node is not None and bool((node[0] | node[1]) & flag)

    def set(self, path, flag, subtree=False):
        kids = self.root[2]
        node = None
        for k in path:
            node = kids.get(k)
            if node is None:
                node = kids[k] = [0, 0, {}]
            kids = node[2]
        if node is not None:
            node[1 if subtree else 0] |= flag

    def clear(self, path):
        kids = self.root[2]
        for k in path[:-1]:
            node = kids.get(k)
            if node is None:
                return
            kids = node[2]
        kids.pop(path[-1], None)

    def settle(self):
        for path in self.pending:
            self.set(path, _EXPLICIT)
        self.pending = []


def _nest(root, path):
    """The table at path (created as needed; an array of tables gives its
    last table), or None when a value that is no table is in the way."""
    cur = root
    for k in path:
        if k not in cur:
            cur[k] = {}
        cur = cur[k]
        if isinstance(cur, list):
            if not cur:
                return None
            cur = cur[-1]
        if not isinstance(cur, dict):
            return None
    return cur


class _Parser:
    def __init__(self, src, parse_float):
        self.src = src
        self.pos = 0
        if parse_float is float:
            self.make_float = float
        else:
            def checked(text):
                v = parse_float(text)
                if isinstance(v, (dict, list)):
                    raise ValueError("parse_float must not return dicts "
                                     "or lists")
                return v
            self.make_float = checked

    # ---------------------------------------------------------- helpers

    def fail(self, msg, pos=None):
        if pos is None:
            pos = self.pos
        src = self.src
        if pos >= len(src):
            where = "end of document"
        else:
            line = src.count('\n', 0, pos) + 1
            col = pos - src.rfind('\n', 0, pos)
            where = "line %d, column %d" % (line, col)
        return TOMLDecodeError("%s (at %s)" % (msg, where))

    def char(self):
        pos = self.pos
        return self.src[pos] if pos < len(self.src) else ''

    def skip(self, chars):
        src = self.src
        n = len(src)
        pos = self.pos
        while pos < n and src[pos] in chars:
            pos += 1
        self.pos = pos

    def skip_comment(self):
        src = self.src
        if self.char() != '#':
            return
        pos = self.pos + 1
        n = len(src)
        while pos < n and src[pos] != '\n':
            if src[pos] in _CONTROL:
                raise self.fail("Found invalid character %r" % src[pos], pos)
            pos += 1
        self.pos = pos

    def skip_blank(self):
        # Spaces, newlines and comments (inside arrays).
        while True:
            before = self.pos
            self.skip(_WS_NL)
            self.skip_comment()
            if self.pos == before:
                return

    # --------------------------------------------------------- document

    def document(self):
        self.data = {}
        self.flags = _Flags()
        header = ()
        src = self.src
        while True:
            self.skip(_WS)
            c = self.char()
            if not c:
                break
            if c == '\n':
                self.pos += 1
                continue
            if c in _BARE or c == '"' or c == "'":
                self.statement(header)
            elif c == '[':
                self.flags.settle()
                if src.startswith('[[', self.pos):
                    header = self.array_header()
                else:
                    header = self.table_header()
            elif c != '#':
                raise self.fail("Invalid statement")
            self.skip(_WS)
            self.skip_comment()
            c = self.char()
            if not c:
                break
            if c != '\n':
                raise self.fail("Expected newline or end of document after "
                                "a statement")
            self.pos += 1
        return self.data

    def table_header(self):
        self.pos += 1
        self.skip(_WS)
        key = self.key()
        flags = self.flags
        if flags.has(key, _EXPLICIT) or flags.has(key, _FROZEN):
            raise self.fail("Cannot declare %r twice" % (key,))
        flags.set(key, _EXPLICIT)
        if _nest(self.data, key) is None:
            raise self.fail("Cannot overwrite a value")
        if not self.src.startswith(']', self.pos):
            raise self.fail("Expected ']' at the end of a table declaration")
        self.pos += 1
        return key

    def array_header(self):
        self.pos += 2
        self.skip(_WS)
        key = self.key()
        flags = self.flags
        if flags.has(key, _FROZEN):
            raise self.fail("Cannot mutate immutable namespace %r" % (key,))
        # A new table in the array: its subtables may be declared afresh.
        flags.clear(key)
        flags.set(key, _EXPLICIT)
        parent = _nest(self.data, key[:-1])
        if parent is None:
            raise self.fail("Cannot overwrite a value")
        last = key[-1]
        if last in parent:
            if not isinstance(parent[last], list):
                raise self.fail("Cannot overwrite a value")
            parent[last].append({})
        else:
            parent[last] = [{}]
        if not self.src.startswith(']]', self.pos):
            raise self.fail("Expected ']]' at the end of an array "
                            "declaration")
        self.pos += 2
        return key

    def statement(self, header):
        key, value = self.key_value()
        parent, stem = key[:-1], key[-1]
        flags = self.flags
        for i in range(1, len(key)):
            path = header + key[:i]
            if flags.has(path, _EXPLICIT):
                raise self.fail("Cannot redefine namespace %r" % (path,))
            flags.pending.append(path)
        if flags.has(header + parent, _FROZEN):
            raise self.fail("Cannot mutate immutable namespace %r"
                            % (header + parent,))
        table = _nest(self.data, header + parent)
        if table is None or stem in table:
            raise self.fail("Cannot overwrite a value")
        if isinstance(value, (dict, list)):
            flags.set(header + key, _FROZEN, True)
        table[stem] = value

    def key_value(self):
        key = self.key()
        if self.char() != '=':
            raise self.fail("Expected '=' after a key in a key/value pair")
        self.pos += 1
        self.skip(_WS)
        return key, self.value()

    # -------------------------------------------------------------- keys

    def key(self):
        parts = [self.key_part()]
        self.skip(_WS)
        while self.char() == '.':
            self.pos += 1
            self.skip(_WS)
            parts.append(self.key_part())
            self.skip(_WS)
        return tuple(parts)

    def key_part(self):
        c = self.char()
        if c and c in _BARE:
            start = self.pos
            self.skip(_BARE)
            return self.src[start:self.pos]
        if c == "'":
            return self.literal()
        if c == '"':
            return self.basic(False)
        raise self.fail("Invalid initial character for a key part")

    # ------------------------------------------------------------ values

    def value(self):
        src = self.src
        pos = self.pos
        c = self.char()
        if c == '"':
            if src.startswith('"""', pos):
                return self.basic(True)
            return self.basic(False)
        if c == "'":
            if src.startswith("'''", pos):
                return self.multiline_literal()
            return self.literal()
        if c == 't' and src.startswith('true', pos):
            self.pos += 4
            return True
        if c == 'f' and src.startswith('false', pos):
            self.pos += 5
            return False
        if c == '[':
            return self.array()
        if c == '{':
            return self.inline_table()
        if c and c in '0123456789':
            m = _DATETIME.match(src, pos)
            if m:
                try:
                    v = self.make_datetime(m)
                except ValueError:
                    raise self.fail("Invalid date or datetime") from None
                self.pos = m.end()
                return v
            m = _LOCAL_TIME.match(src, pos)
            if m:
                self.pos = m.end()
                return _dt.time(int(m.group(1)), int(m.group(2)),
                                int(m.group(3)), _micro(m.group(4)))
        m = _NUMBER.match(src, pos)
        if m:
            self.pos = m.end()
            text = m.group()
            if text[:2] in ('0x', '0o', '0b'):
                return int(text[2:].replace('_', ''),
                           {'x': 16, 'o': 8, 'b': 2}[text[1]])
            if '.' in text or 'e' in text or 'E' in text:
                return self.make_float(text.replace('_', ''))
            return int(text.replace('_', ''))
        for word in ('inf', 'nan', '+inf', '-inf', '+nan', '-nan'):
            if src.startswith(word, pos):
                self.pos = pos + len(word)
                return self.make_float(word)
        raise self.fail("Invalid value")

    def make_datetime(self, m):
        (year, month, day, hour, minute, sec, frac,
         zulu, sign, off_h, off_m) = m.groups()
        date = _dt.date(int(year), int(month), int(day))
        if hour is None:
            return date
        tz = None
        if zulu:
            tz = _dt.timezone.utc
        elif sign:
            delta = _dt.timedelta(hours=int(off_h), minutes=int(off_m))
            tz = _dt.timezone(-delta if sign == '-' else delta)
        return _dt.datetime(int(year), int(month), int(day), int(hour),
                            int(minute), int(sec), _micro(frac), tzinfo=tz)

    def array(self):
        self.pos += 1
        out = []
        self.skip_blank()
        if self.char() == ']':
            self.pos += 1
            return out
        while True:
            out.append(self.value())
            self.skip_blank()
            c = self.char()
            if c == ']':
                self.pos += 1
                return out
            if c != ',':
                raise self.fail("Unclosed array")
            self.pos += 1
            self.skip_blank()
            if self.char() == ']':
                self.pos += 1
                return out

    def inline_table(self):
        self.pos += 1
        table = {}
        flags = _Flags()
        self.skip(_WS)
        if self.char() == '}':
            self.pos += 1
            return table
        while True:
            key, value = self.key_value()
            parent, stem = key[:-1], key[-1]
            if flags.has(key, _FROZEN):
                raise self.fail("Cannot mutate immutable namespace %r"
                                % (key,))
            nest = _nest(table, parent)
            if nest is None:
                raise self.fail("Cannot overwrite a value")
            if stem in nest:
                raise self.fail("Duplicate inline table key %r" % (stem,))
            nest[stem] = value
            if isinstance(value, (dict, list)):
                flags.set(key, _FROZEN, True)
            self.skip(_WS)
            c = self.char()
            if c == '}':
                self.pos += 1
                return table
            if c != ',':
                raise self.fail("Unclosed inline table")
            self.pos += 1
            self.skip(_WS)

    # ----------------------------------------------------------- strings

    def literal(self):
        src = self.src
        start = self.pos + 1
        end = src.find("'", start)
        if end < 0:
            self.pos = len(src)
            raise self.fail("Expected \"'\"")
        for i in range(start, end):
            if src[i] in _CONTROL:
                raise self.fail("Found invalid character %r" % src[i], i)
        self.pos = end + 1
        return src[start:end]

    def multiline_literal(self):
        src = self.src
        pos = self.pos + 3
        if src.startswith('\n', pos):
            pos += 1
        start = pos
        end = src.find("'''", pos)
        if end < 0:
            self.pos = len(src)
            raise self.fail("Expected \"'''\"")
        for i in range(start, end):
            if src[i] in _CONTROL_ML:
                raise self.fail("Found invalid character %r" % src[i], i)
        return self.close_multiline(start, end, "'")

    def close_multiline(self, start, end, quote):
        # Up to two more quote characters belong to the string.
        src = self.src
        stop = end + 3
        extra = 0
        while extra < 2 and src.startswith(quote, stop):
            stop += 1
            extra += 1
        self.pos = stop
        return src[start:end] + quote * extra

    def basic(self, multiline):
        src = self.src
        n = len(src)
        if multiline:
            pos = self.pos + 3
            if src.startswith('\n', pos):
                pos += 1
            bad = _CONTROL_ML
        else:
            pos = self.pos + 1
            bad = _CONTROL
        out = []
        run = pos
        while True:
            if pos >= n:
                self.pos = pos
                raise self.fail("Unterminated string")
            c = src[pos]
            if c == '"':
                if not multiline:
                    out.append(src[run:pos])
                    self.pos = pos + 1
                    return ''.join(out)
                if src.startswith('"""', pos):
                    out.append(src[run:pos])
                    return ''.join(out) + self.close_multiline(pos, pos, '"')
                pos += 1
                continue
            if c == '\\':
                out.append(src[run:pos])
                pos, text = self.escape(pos, multiline)
                out.append(text)
                run = pos
                continue
            if c in bad:
                raise self.fail("Illegal character %r" % c, pos)
            pos += 1

    def escape(self, pos, multiline):
        src = self.src
        code = src[pos:pos + 2]
        pos += 2
        if multiline and code in ('\\ ', '\\\t', '\\\n'):
            # A line-ending backslash eats whitespace up to the next text.
            if code != '\\\n':
                self.pos = pos
                self.skip(_WS)
                pos = self.pos
                if pos >= len(src):
                    return pos, ''
                if src[pos] != '\n':
                    raise self.fail("Unescaped '\\' in a string", pos)
                pos += 1
            self.pos = pos
            self.skip(_WS_NL)
            return self.pos, ''
        if code in ('\\u', '\\U'):
            size = 4 if code == '\\u' else 8
            digits = src[pos:pos + size]
            if len(digits) != size or not _HEX.issuperset(digits):
                raise self.fail("Invalid hex value", pos)
            pos += size
            cp = int(digits, 16)
            if not (0 <= cp <= 0xD7FF or 0xE000 <= cp <= 0x10FFFF):
                raise self.fail("Escaped character is not a Unicode scalar "
                                "value", pos)
            return pos, chr(cp)
        if code in _ESCAPES:
            return pos, _ESCAPES[code]
        raise self.fail("Unescaped '\\' in a string", pos)


def _micro(frac):
    if not frac:
        return 0
    return int(frac.ljust(6, '0'))
