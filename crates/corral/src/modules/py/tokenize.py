"""Python source split into tokens the way Python 3.11's tokenize module
does it: generate_tokens() over str lines, tokenize() over bytes lines
(an ENCODING token first), untokenize() back to text, detect_encoding().

Every operator is an OP token (TokenInfo.exact_type tells which);
comments are COMMENT tokens; a line break ending a logical line is
NEWLINE, any other (blank lines, inside brackets, after a comment-only
line) is NL; INDENT/DEDENT mark block structure; ENDMARKER ends it all."""

import codecs
import collections
import io
import itertools

from token import *
from token import EXACT_TOKEN_TYPES

__all__ = list(__import__('token').__all__) + [
    'tokenize', 'generate_tokens', 'detect_encoding', 'untokenize', 'TokenInfo']

tabsize = 8
BOM_UTF8 = codecs.BOM_UTF8


class TokenInfo(collections.namedtuple('TokenInfo', 'type string start end line')):
    """One token: its type, text, (row, col) start and end, and the
    physical line(s) it came from."""

    def __repr__(self):
        kind = f'{self.type} ({tok_name[self.type]})'
        return (f'TokenInfo(type={kind}, string={self.string!r}, start={self.start!r}, '
                f'end={self.end!r}, line={self.line!r})')

    @property
    def exact_type(self):
        if self.type == OP:
            return EXACT_TOKEN_TYPES.get(self.string, OP)
        return self.type


class TokenError(Exception):
    pass


class StopTokenizing(Exception):
    pass


# ---------------------------------------------------------------- lexing pieces
#
# Each helper looks at text `s` from index `i` and returns where what it
# recognises ends, or -1. They follow the lexical rules of the language
# reference: digits may be grouped with single underscores, string prefixes
# are case-insensitive combinations of b/r/u/f.

_DEC = '0123456789'
_HEX = '0123456789abcdefABCDEF'
_WHITE = ' \f\t'
_QUOTES = '\'"'
_PREFIXES = frozenset(['', 'b', 'r', 'u', 'f', 'br', 'rb', 'fr', 'rf'])


def _digit_run(s, i, digits=_DEC):
    """A digit, then digits each optionally preceded by one underscore."""
    n = len(s)
    if i >= n or s[i] not in digits:
        return -1
    i += 1
    while i < n:
        if s[i] in digits:
            i += 1
        elif s[i] == '_' and i + 1 < n and s[i + 1] in digits:
            i += 2
        else:
            break
    return i


def _exponent(s, i):
    if i < len(s) and s[i] in 'eE':
        j = i + 1
        if j < len(s) and s[j] in '+-':
            j += 1
        return _digit_run(s, j)
    return -1


def _with_exponent(s, i):
    e = _exponent(s, i)
    return i if e < 0 else e


def _float(s, i):
    whole = _digit_run(s, i)
    if whole >= 0 and whole < len(s) and s[whole] == '.':
        frac = _digit_run(s, whole + 1)
        return _with_exponent(s, frac if frac >= 0 else whole + 1)
    if whole < 0 and s.startswith('.', i):
        frac = _digit_run(s, i + 1)
        if frac >= 0:
            return _with_exponent(s, frac)
        return -1
    if whole >= 0:
        return _exponent(s, whole)
    return -1


def _integer(s, i):
    if s.startswith('0', i) and i + 1 < len(s) and s[i + 1] in 'xXbBoO':
        digits = {'x': _HEX, 'b': '01', 'o': '01234567'}[s[i + 1].lower()]
        j = i + 2
        if j < len(s) and s[j] == '_':
            j += 1
        end = _digit_run(s, j, digits)
        if end >= 0:
            return end
    if s.startswith('0', i):
        return _digit_run(s, i, '0')
    if i < len(s) and s[i] in '123456789':
        return _digit_run(s, i)
    return -1


def _number(s, i):
    """End of the number literal at i: imaginary, then float, then int is
    the order tried, the first that fits wins."""
    whole = _digit_run(s, i)
    if whole >= 0 and whole < len(s) and s[whole] in 'jJ':
        return whole + 1
    end = _float(s, i)
    if end >= 0:
        if end < len(s) and s[end] in 'jJ':
            return end + 1
        return end
    return _integer(s, i)


def _string_open(s, i):
    """(prefix length, quote char) when a string literal opens at i."""
    for k in (0, 1, 2):
        if i + k < len(s) and s[i + k] in _QUOTES and s[i:i + k].lower() in _PREFIXES:
            return k, s[i + k]
        if i + k >= len(s) or not s[i + k].isalpha():
            break
    return None


def _one_line_string(s, i, quote):
    """Scan a '...' string body from i (after the quote): the end, and
    whether it stopped at a backslash-newline (the string goes on)."""
    n = len(s)
    while i < n:
        c = s[i]
        if c == quote:
            return i + 1, False
        if c == '\n':
            return -1, False
        if c == '\\':
            if s.startswith('\n', i + 1):
                return i + 2, True
            if s.startswith('\r\n', i + 1):
                return i + 3, True
            if i + 1 >= n:
                return -1, False
            i += 2
            continue
        i += 1
    return -1, False


def _closing(s, i, closer):
    """Where a string ended by `closer` (one quote or three) ends, looking
    from i; escapes skip a character but never a line break."""
    n = len(s)
    while i < n:
        c = s[i]
        if c == '\\':
            if i + 1 < n and s[i + 1] != '\n':
                i += 2
                continue
            return -1
        if s.startswith(closer, i):
            return i + len(closer)
        i += 1
    return -1


def _is_word_char(c):
    return c.isalnum() or c == '_'


def _next_token(s, pos):
    """(start, end) of the next token at or after pos (after blanks), or
    None when nothing there makes a token."""
    n = len(s)
    start = pos
    while start < n and s[start] in _WHITE:
        start += 1
    if start == n:
        return start, start
    c = s[start]
    if c == '\\':
        if s.startswith('\n', start + 1):
            return start, start + 2
        if s.startswith('\r\n', start + 1):
            return start, start + 3
        return None
    if c == '#':
        end = start
        while end < n and s[end] not in '\r\n':
            end += 1
        return start, end
    opened = _string_open(s, start)
    if opened is not None:
        k, quote = opened
        if s.startswith(quote * 3, start + k):
            return start, start + k + 3
    if c in _DEC or (c == '.' and start + 1 < n and s[start + 1] in _DEC):
        return start, _number(s, start)
    if c == '\n':
        return start, start + 1
    if s.startswith('\r\n', start):
        return start, start + 2
    for width in (3, 2, 1):
        piece = s[start:start + width]
        if piece in EXACT_TOKEN_TYPES:
            return start, start + len(piece)
    if opened is not None:
        k, quote = opened
        end, _ = _one_line_string(s, start + k + 1, quote)
        if end >= 0:
            return start, end
    if _is_word_char(c):
        end = start + 1
        while end < n and _is_word_char(s[end]):
            end += 1
        return start, end
    return None


def _triple_start(token):
    k = 0
    while token[k] not in _QUOTES:
        k += 1
    return token[k:k + 3] if token[k:k + 3] in ('"""', "'''") else None


# ---------------------------------------------------------------- the tokenizer

def _generate(readline, encoding):
    if encoding is not None:
        if encoding == 'utf-8-sig':
            encoding = 'utf-8'
        yield TokenInfo(ENCODING, encoding, (0, 0), (0, 0), '')
    lnum = 0
    depth = 0               # open brackets
    joined = False          # the previous line ended with a backslash
    indents = [0]
    pending = None          # an unfinished string: (text, start, lines, closer)
    # Set by a one-quote string continued with a backslash; only a string
    # that closes clears it (so, as in CPython, it outlives an unclosed one).
    backslashed = False
    line = ''
    while True:
        previous = line
        try:
            line = readline()
        except StopIteration:
            line = ''
        if encoding is not None and isinstance(line, bytes):
            line = line.decode(encoding)
        lnum += 1
        pos, width = 0, len(line)

        if pending is not None:
            text, begun, lines, closer = pending
            if not line:
                raise TokenError('EOF in multi-line string', begun)
            end = _closing(line, 0, closer)
            if end >= 0:
                pos = end
                yield TokenInfo(STRING, text + line[:end], begun, (lnum, end), lines + line)
                pending = None
                backslashed = False
            elif backslashed and not line.endswith(('\\\n', '\\\r\n')):
                yield TokenInfo(ERRORTOKEN, text + line, begun, (lnum, width), lines)
                pending = None
                continue
            else:
                pending = (text + line, begun, lines + line, closer)
                continue

        elif depth == 0 and not joined:
            # A new logical line: blank lines, comments, indentation.
            if not line:
                break
            column = 0
            while pos < width:
                c = line[pos]
                if c == ' ':
                    column += 1
                elif c == '\t':
                    column = (column // tabsize + 1) * tabsize
                elif c == '\f':
                    column = 0
                else:
                    break
                pos += 1
            if pos == width:
                break
            if line[pos] in '#\r\n':
                if line[pos] == '#':
                    text = line[pos:].rstrip('\r\n')
                    yield TokenInfo(COMMENT, text, (lnum, pos), (lnum, pos + len(text)), line)
                    pos += len(text)
                yield TokenInfo(NL, line[pos:], (lnum, pos), (lnum, width), line)
                continue
            if column > indents[-1]:
                indents.append(column)
                yield TokenInfo(INDENT, line[:pos], (lnum, 0), (lnum, pos), line)
            while column < indents[-1]:
                if column not in indents:
                    raise IndentationError(
                        'unindent does not match any outer indentation level',
                        ('<tokenize>', lnum, pos, line))
                indents.pop()
                yield TokenInfo(DEDENT, '', (lnum, pos), (lnum, pos), line)

        else:
            if not line:
                raise TokenError('EOF in multi-line statement', (lnum, 0))
            joined = False

        while pos < width:
            found = _next_token(line, pos)
            if found is None:
                yield TokenInfo(ERRORTOKEN, line[pos], (lnum, pos), (lnum, pos + 1), line)
                pos += 1
                continue
            start, end = found
            pos = end
            if start == end:
                continue
            token = line[start:end]
            first = line[start]
            where, upto = (lnum, start), (lnum, end)
            if first in _DEC or (first == '.' and token not in ('.', '...')):
                yield TokenInfo(NUMBER, token, where, upto, line)
            elif first in '\r\n':
                yield TokenInfo(NL if depth > 0 else NEWLINE, token, where, upto, line)
            elif first == '#':
                yield TokenInfo(COMMENT, token, where, upto, line)
            elif _string_open(token, 0) is not None:
                closer = _triple_start(token)
                if closer is not None and len(token) == token.index(closer) + 3:
                    close_at = _closing(line, end, closer)
                    if close_at >= 0:
                        pos = close_at
                        yield TokenInfo(STRING, line[start:close_at], where, (lnum, close_at), line)
                    else:
                        pending = (line[start:], where, line, closer)
                        break
                elif token.endswith('\n'):
                    quote = _string_open(token, 0)[1]
                    pending = (line[start:], where, line, quote)
                    backslashed = True
                    break
                else:
                    yield TokenInfo(STRING, token, where, upto, line)
            elif first.isidentifier():
                yield TokenInfo(NAME, token, where, upto, line)
            elif first == '\\':
                joined = True
            else:
                if first in '([{':
                    depth += 1
                elif first in ')]}':
                    depth -= 1
                yield TokenInfo(OP, token, where, upto, line)

    if previous and previous[-1] not in '\r\n' and not previous.strip().startswith('#'):
        yield TokenInfo(NEWLINE, '', (lnum - 1, len(previous)), (lnum - 1, len(previous) + 1), '')
    for _ in indents[1:]:
        yield TokenInfo(DEDENT, '', (lnum, 0), (lnum, 0), '')
    yield TokenInfo(ENDMARKER, '', (lnum, 0), (lnum, 0), '')


def generate_tokens(readline):
    """Tokens of the source whose lines (str) readline returns."""
    return _generate(readline, None)


def _normal_encoding(name):
    key = name[:12].lower().replace('_', '-')
    if key == 'utf-8' or key.startswith('utf-8-'):
        return 'utf-8'
    if key in ('latin-1', 'iso-8859-1', 'iso-latin-1') or \
            key.startswith(('latin-1-', 'iso-8859-1-', 'iso-latin-1-')):
        return 'iso-8859-1'
    return name


def _cookie(line):
    """The encoding a `# -*- coding: NAME -*-` comment line declares."""
    stripped = line.lstrip(b' \t\f')
    if not stripped.startswith(b'#'):
        return None
    text = stripped.decode('latin-1')
    at = text.find('coding')
    while at >= 0:
        rest = text[at + 6:]
        if rest[:1] in (':', '='):
            rest = rest[1:].lstrip(' \t')
            name = ''
            for ch in rest:
                if (ch.isascii() and ch.isalnum()) or ch in '-_.':
                    name += ch
                else:
                    break
            if name:
                return name
        at = text.find('coding', at + 1)
    return None


def detect_encoding(readline):
    """(encoding, lines read): from a UTF-8 BOM or a coding comment in
    the first two lines, 'utf-8' by default."""
    try:
        filename = readline.__self__.name
    except AttributeError:
        filename = None
    bom = False
    default = 'utf-8'

    def read():
        try:
            return readline()
        except StopIteration:
            return b''

    def declared(line):
        try:
            line.decode('utf-8')
        except UnicodeDecodeError:
            msg = 'invalid or missing encoding declaration'
            if filename is not None:
                msg = f'{msg} for {filename!r}'
            raise SyntaxError(msg)
        name = _cookie(line)
        if name is None:
            return None
        encoding = _normal_encoding(name)
        try:
            codecs.lookup(encoding)
        except LookupError:
            if filename is None:
                raise SyntaxError('unknown encoding: ' + encoding)
            raise SyntaxError(f'unknown encoding for {filename!r}: {encoding}')
        if bom:
            if encoding != 'utf-8':
                if filename is None:
                    raise SyntaxError('encoding problem: utf-8')
                raise SyntaxError(f'encoding problem for {filename!r}: utf-8')
            encoding += '-sig'
        return encoding

    first = read()
    if first.startswith(BOM_UTF8):
        bom = True
        first = first[3:]
        default = 'utf-8-sig'
    if not first:
        return default, []
    encoding = declared(first)
    if encoding:
        return encoding, [first]
    if first.lstrip(b' \t\f')[:1] not in (b'', b'#', b'\r', b'\n'):
        return default, [first]
    second = read()
    if not second:
        return default, [first]
    encoding = declared(second)
    if encoding:
        return encoding, [first, second]
    return default, [first, second]


def tokenize(readline):
    """Tokens of the source whose lines (bytes) readline returns; the
    first is ENCODING."""
    encoding, lines = detect_encoding(readline)
    more = iter(readline, b'')
    return _generate(itertools.chain(lines, more).__next__, encoding)


def open(filename):
    """The file, opened as text in the encoding detect_encoding finds."""
    raw = io.open(filename, 'rb')
    try:
        encoding, _ = detect_encoding(raw.readline)
        raw.seek(0)
        text = io.TextIOWrapper(raw, encoding, line_buffering=True)
        try:
            text.mode = 'r'
        except AttributeError:
            pass        # corral's wrapper works its mode out itself
        return text
    except BaseException:
        raw.close()
        raise


# ---------------------------------------------------------------- untokenize

class Untokenizer:
    """Turns tokens back into source text. With full tokens (5-tuples)
    every token goes back where its positions put it; with (type, string)
    pairs the spacing is made up."""

    def __init__(self):
        self.tokens = []
        self.prev_row = 1
        self.prev_col = 0
        self.encoding = None

    def add_whitespace(self, start):
        row, col = start
        if (row, col) < (self.prev_row, self.prev_col):
            raise ValueError(f'start ({row},{col}) precedes previous end '
                             f'({self.prev_row},{self.prev_col})')
        if row > self.prev_row:
            self.tokens.append('\\\n' * (row - self.prev_row))
            self.prev_col = 0
        if col > self.prev_col:
            self.tokens.append(' ' * (col - self.prev_col))

    def untokenize(self, iterable):
        tokens = iter(iterable)
        levels = []
        at_line_start = False
        for tok in tokens:
            if len(tok) == 2:
                self.compat(tok, tokens)
                break
            kind, text, start, end, _ = tok
            if kind == ENCODING:
                self.encoding = text
                continue
            if kind == ENDMARKER:
                break
            if kind == INDENT:
                levels.append(text)
                continue
            if kind == DEDENT:
                levels.pop()
                self.prev_row, self.prev_col = end
                continue
            if kind in (NEWLINE, NL):
                at_line_start = True
            elif at_line_start and levels:
                if start[1] >= len(levels[-1]):
                    self.tokens.append(levels[-1])
                    self.prev_col = len(levels[-1])
                at_line_start = False
            self.add_whitespace(start)
            self.tokens.append(text)
            self.prev_row, self.prev_col = end
            if kind in (NEWLINE, NL):
                self.prev_row += 1
                self.prev_col = 0
        return ''.join(self.tokens)

    def compat(self, token, iterable):
        levels = []
        out = self.tokens
        at_line_start = token[0] in (NEWLINE, NL)
        after_string = False
        for tok in itertools.chain([token], iterable):
            kind, text = tok[0], tok[1]
            if kind == ENCODING:
                self.encoding = text
                continue
            if kind in (NAME, NUMBER):
                text = text + ' '
            if kind == STRING:
                # Adjacent string literals must stay apart.
                if after_string:
                    text = ' ' + text
                after_string = True
            else:
                after_string = False
            if kind == INDENT:
                levels.append(text)
                continue
            if kind == DEDENT:
                levels.pop()
                continue
            if kind in (NEWLINE, NL):
                at_line_start = True
            elif at_line_start and levels:
                out.append(levels[-1])
                at_line_start = False
            out.append(text)


def untokenize(iterable):
    """Source text (bytes when an ENCODING token came first) from tokens."""
    maker = Untokenizer()
    text = maker.untokenize(iterable)
    if maker.encoding is not None:
        text = text.encode(maker.encoding)
    return text
