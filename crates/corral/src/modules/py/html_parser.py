"""A tolerant, event-based HTML tokenizer: feed() text, get handle_*() calls.

Written as a hand scanner (no backtracking regular expressions), so every
step is linear in the input. Text that may be an incomplete construct stays
buffered until more data arrives or close() is called."""

from html import unescape

__all__ = ['HTMLParser']

_SPACE = ' \t\n\r\f\v'
_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
_DIGITS = '0123456789'
_HEXDIGITS = '0123456789abcdefABCDEF'
_NAME_END = '\t\n\r\f />\x00'
_ENDTAG_NAME = _LETTERS + _DIGITS + '-.:_'
_MARKED_NAME = _LETTERS + _DIGITS + '-_.'
_REF_NAME = _LETTERS + _DIGITS + '-.'
# An attribute name may only follow one of these.
_AFTER_ATTR = '\'"' + _SPACE + '/'


def _skip(s, i, chars):
    n = len(s)
    while i < n and s[i] in chars:
        i += 1
    return i


def _skip_not(s, i, chars):
    n = len(s)
    while i < n and s[i] not in chars:
        i += 1
    return i


def _isspace(c):
    return c != '' and c in _SPACE


def _attr_gap(s, i):
    """Skip whitespace and any '/' not followed by '>'."""
    n = len(s)
    while i < n:
        c = s[i]
        if c in _SPACE or (c == '/' and s[i + 1:i + 2] != '>'):
            i += 1
        else:
            break
    return i


class HTMLParser:
    """Subclass and override the handle_*() methods. With convert_charrefs
    (the default) character references in text are decoded and text arrives
    in handle_data(); otherwise they go to handle_entityref/handle_charref."""

    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        """Forget buffered data and start over."""
        self.rawdata = ''
        self.lasttag = '???'
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0
        self._starttag_text = None

    def feed(self, data):
        """Add text; complete constructs are reported now."""
        self.rawdata = self.rawdata + data
        self._scan(False)

    def close(self):
        """Report everything still buffered."""
        self._scan(True)

    def getpos(self):
        """(line, column) of the start of the construct being reported."""
        return self.lineno, self.offset

    def get_starttag_text(self):
        """The source text of the most recent start tag."""
        return self._starttag_text

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()

    def clear_cdata_mode(self):
        self.cdata_elem = None

    # Handlers, to be overridden.
    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass

    # ------------------------------------------------------------ scanning

    def _advance(self, i, j):
        # Keep lineno/offset at position j, counting from position i.
        if i >= j:
            return j
        chunk = self.rawdata[i:j]
        lines = chunk.count('\n')
        if lines:
            self.lineno += lines
            self.offset = j - (self.rawdata.rindex('\n', i, j) + 1)
        else:
            self.offset += j - i
        return j

    def _text(self, s):
        if self.convert_charrefs and not self.cdata_elem:
            s = unescape(s)
        self.handle_data(s)

    def _find_cdata_end(self, i):
        """Start of the '</elem>' closing the script/style element (any
        case, spaces allowed around the name), or -1."""
        s = self.rawdata
        elem = self.cdata_elem
        size = len(elem)
        while True:
            j = s.find('</', i)
            if j < 0:
                return -1
            k = _skip(s, j + 2, _SPACE)
            if s[k:k + size].lower() == elem:
                m = _skip(s, k + size, _SPACE)
                if s[m:m + 1] == '>':
                    return j
            i = j + 1

    def _text_end(self, i):
        """Where the text run starting at i ends, or -1 to wait for more."""
        s = self.rawdata
        n = len(s)
        if self.cdata_elem:
            return self._find_cdata_end(i)
        if self.convert_charrefs:
            j = s.find('<', i)
            if j >= 0:
                return j
            # A reference may be cut in two by the feed boundary: hold the
            # text back if an '&' near the end is not yet terminated.
            amp = s.rfind('&', max(i, n - 34))
            if amp >= 0:
                k = amp
                while k < n and s[k] not in _SPACE and s[k] != ';':
                    k += 1
                if k == n:
                    return -1
            return n
        j = i
        while j < n and s[j] != '<' and s[j] != '&':
            j += 1
        return j

    def _scan(self, at_end):
        s = self.rawdata
        i = 0
        n = len(s)
        while i < n:
            j = self._text_end(i)
            if j < 0:
                if self.cdata_elem:
                    break
                if not self.convert_charrefs:
                    break
                # convert_charrefs, incomplete reference at the end
                break
            if i < j:
                self._text(s[i:j])
            i = self._advance(i, j)
            if i == n:
                break
            if s[i] == '<':
                k = self._markup(i, at_end)
                if k is None:
                    break
                i = self._advance(i, k)
            elif s.startswith('&#', i):
                k = self._charref(i)
                if k is None:
                    if ';' in s[i:]:
                        self.handle_data(s[i:i + 2])
                        i = self._advance(i, i + 2)
                    break
                i = self._advance(i, k)
            else:
                k = self._entityref(i, at_end)
                if k is None:
                    break
                if k < 0:
                    # close(): drop the lone '&' of an incomplete reference
                    i = self._advance(i, i + 1)
                    break
                i = self._advance(i, k)
        if at_end and i < n and not self.cdata_elem:
            self._text(s[i:n])
            i = self._advance(i, n)
        self.rawdata = s[i:]

    def _markup(self, i, at_end):
        """Handle the construct at s[i] == '<'; the index after it, or None
        to wait for more input."""
        s = self.rawdata
        n = len(s)
        nxt = s[i + 1:i + 2]
        if nxt != '' and nxt in _LETTERS:
            k = self._starttag(i)
        elif nxt == '/':
            k = self._endtag(i)
        elif s.startswith('<!--', i):
            k = self._comment(i)
        elif nxt == '?':
            k = self._pi(i)
        elif nxt == '!':
            k = self._declaration(i)
        elif i + 1 < n or at_end:
            self.handle_data('<')
            k = i + 1
        else:
            return None
        if k >= 0:
            return k
        if not at_end:
            return None
        # close(): an unfinished construct is text up to the next '>' (or
        # a lone '<' when there is none).
        k = s.find('>', i + 1)
        if k < 0:
            k = s.find('<', i + 1)
            if k < 0:
                k = i + 1
        else:
            k += 1
        self._text(s[i:k])
        return k

    def _charref(self, i):
        s = self.rawdata
        n = len(s)
        j = i + 2
        if j < n and s[j] in 'xX':
            k = _skip(s, j + 1, _HEXDIGITS)
            if k == j + 1:
                return None
        else:
            k = _skip(s, j, _DIGITS)
            if k == j:
                return None
        if k >= n or s[k] in _HEXDIGITS:
            return None
        self.handle_charref(s[j:k])
        return k + 1 if s[k] == ';' else k

    def _entityref(self, i, at_end):
        s = self.rawdata
        n = len(s)
        j = i + 1
        if j < n and s[j] in _LETTERS:
            k = _skip(s, j + 1, _REF_NAME)
            if k == n:
                # The name must be followed by a non-alphanumeric character:
                # at the end of the buffer, a trailing '-' or '.' serves.
                k = max(s.rfind('-', j + 1, n), s.rfind('.', j + 1, n))
                if k < 0:
                    k = n
            if k < n and s[k] not in _LETTERS and s[k] not in _DIGITS:
                self.handle_entityref(s[j:k])
                return k + 1 if s[k] == ';' else k
            if at_end and n - i == 2:
                return -1
            return None
        if j < n and s[j] == '#':
            if at_end and j + 1 == n:
                return -1
            return None
        if j < n:
            self.handle_data('&')
            return j
        return None

    # ---------------------------------------------------------- start tags

    def _starttag_end(self, i):
        """Index just past the start tag at i, or -1 if it is unfinished."""
        s = self.rawdata
        n = len(s)
        j = _skip_not(s, i + 1, _NAME_END)
        j = _skip(s, j, _SPACE + '/')
        while j < n and s[j - 1] in _AFTER_ATTR:
            end = self._attribute(j, True)
            if end is None:
                break
            j = end
        j = _skip(s, j, _SPACE)
        c = s[j:j + 1]
        if c == '>':
            return j + 1
        if c == '/':
            if s.startswith('/>', j):
                return j + 2
            return -1
        if c == '':
            return -1
        if c in _LETTERS or c in '=/':
            return -1
        return j if j > i else i + 1

    def _attribute(self, k, locating):
        """Scan one attribute at k: (end, name, value or None, had_value),
        or just the end when locating; None if no attribute starts here."""
        s = self.rawdata
        n = len(s)
        if k >= n or s[k] in _SPACE or s[k] in '/>':
            return None
        e = _skip_not(s, k + 1, _SPACE + '/=>')
        name = s[k:e]
        value = None
        m = _skip(s, e, _SPACE)
        if m < n and s[m] == '=':
            first_eq = m
            eq_end = _skip(s, m, '=')
            m = _skip(s, eq_end, _SPACE)
            q = s[m:m + 1]
            vend = -1
            if q == "'" or q == '"':
                close = s.find(q, m + 1)
                if close >= 0:
                    vend = close + 1
                elif m > eq_end:
                    # An unclosed quote after spaces: the value is empty.
                    m = vend = eq_end
                elif eq_end - first_eq > 1:
                    # '=="...': the last '=' starts a bare value.
                    m = eq_end - 1
                    vend = _skip_not(s, m, _SPACE + '>')
            else:
                vend = _skip_not(s, m, _SPACE + '>')
            if vend >= 0:
                value = s[m:vend]
                e = vend
                if locating:
                    e = _skip(s, e, _SPACE)
        e = _attr_gap(s, e)
        if locating:
            return e
        return e, name, value

    def _starttag(self, i):
        self._starttag_text = None
        end = self._starttag_end(i)
        if end < 0:
            return end
        s = self.rawdata
        self._starttag_text = s[i:end]
        k = _skip_not(s, i + 1, _NAME_END)
        tag = s[i + 1:k].lower()
        self.lasttag = tag
        k = _attr_gap(s, k)
        attrs = []
        while k < end:
            if s[k - 1] not in _AFTER_ATTR:
                break
            got = self._attribute(k, False)
            if got is None:
                break
            k, name, value = got
            if value is not None:
                if value[:1] in ('"', "'") and value[:1] == value[-1:] \
                        and len(value) >= 2:
                    value = value[1:-1]
                if value:
                    value = unescape(value)
            attrs.append((name.lower(), value))
        tail = s[k:end].strip()
        if tail not in ('>', '/>'):
            self.handle_data(s[i:end])
            return end
        if tail.endswith('/>'):
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return end

    # ------------------------------------------------------------ end tags

    def _endtag(self, i):
        s = self.rawdata
        gt = s.find('>', i + 1)
        if gt < 0:
            return -1
        after = gt + 1
        # The simple form '</ name >'.
        j = _skip(s, i + 2, _SPACE)
        if j < gt and s[j] in _LETTERS:
            e = _skip(s, j + 1, _ENDTAG_NAME)
            if _skip(s, e, _SPACE) == gt:
                elem = s[j:e].lower()
                if self.cdata_elem is not None and elem != self.cdata_elem:
                    self.handle_data(s[i:after])
                    return after
                self.handle_endtag(elem)
                self.clear_cdata_mode()
                return after
        if self.cdata_elem is not None:
            self.handle_data(s[i:after])
            return after
        j = i + 2
        if j < len(s) and s[j] in _LETTERS:
            e = _skip_not(s, j + 1, _NAME_END)
            self.handle_endtag(s[j:e].lower())
            return s.find('>', e) + 1
        if s.startswith('</>', i):
            return i + 3
        return self._bogus_comment(i)

    # --------------------------------------------- comments, declarations

    def _bogus_comment(self, i):
        s = self.rawdata
        gt = s.find('>', i + 2)
        if gt < 0:
            return -1
        self.handle_comment(s[i + 2:gt])
        return gt + 1

    def _comment(self, i):
        s = self.rawdata
        j = i + 4
        while True:
            d = s.find('--', j)
            if d < 0:
                return -1
            k = _skip(s, d + 2, _SPACE)
            if s[k:k + 1] == '>':
                self.handle_comment(s[i + 4:d])
                return k + 1
            j = d + 1

    def _pi(self, i):
        s = self.rawdata
        gt = s.find('>', i + 2)
        if gt < 0:
            return -1
        self.handle_pi(s[i + 2:gt])
        return gt + 1

    def _declaration(self, i):
        s = self.rawdata
        if s.startswith('<![', i):
            return self._marked_section(i)
        if s[i:i + 9].lower() == '<!doctype':
            gt = s.find('>', i + 9)
            if gt < 0:
                return -1
            self.handle_decl(s[i + 2:gt])
            return gt + 1
        return self._bogus_comment(i)

    def _marked_section(self, i):
        s = self.rawdata
        n = len(s)
        j = i + 3
        if j >= n:
            return -1
        if s[j] not in _LETTERS:
            raise AssertionError("expected name token at %r"
                                 % s[i:i + 20])
        e = _skip(s, j + 1, _MARKED_NAME)
        word = s[j:e].lower()
        e = _skip(s, e, _SPACE)
        if e >= n:
            return -1
        if word in ('temp', 'cdata', 'ignore', 'include', 'rcdata'):
            closers = 2
        elif word in ('if', 'else', 'endif'):
            closers = 1
        else:
            raise AssertionError('unknown status keyword %r in marked section'
                                 % s[i + 3:e])
        k = i + 3
        while True:
            b = s.find(']', k)
            if b < 0:
                return -1
            m = b + 1
            ok = True
            for _ in range(closers - 1):
                m = _skip(s, m, _SPACE)
                if s[m:m + 1] != ']':
                    ok = False
                    break
                m += 1
            if ok:
                m = _skip(s, m, _SPACE)
                if s[m:m + 1] == '>':
                    self.unknown_decl(s[i + 3:b])
                    return m + 1
            k = b + 1
