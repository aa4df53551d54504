"""HTML text helpers: escape() and unescape() (HTML5 character references)."""

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    """Replace &, < and > (and, with quote, both quote characters) by
    character references, so s is safe inside HTML text or attributes."""
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s


# HTML5 numeric references to C1 controls mean their windows-1252 character
# (and 0 and CR have their own replacements).
_NUMERIC_FIXUPS = {
    0x00: '\ufffd', 0x0d: '\r', 0x80: '\u20ac', 0x81: '\x81', 0x82: '\u201a',
    0x83: '\u0192', 0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020',
    0x87: '\u2021', 0x88: '\u02c6', 0x89: '\u2030', 0x8a: '\u0160',
    0x8b: '\u2039', 0x8c: '\u0152', 0x8d: '\x8d', 0x8e: '\u017d', 0x8f: '\x8f',
    0x90: '\x90', 0x91: '\u2018', 0x92: '\u2019', 0x93: '\u201c',
    0x94: '\u201d', 0x95: '\u2022', 0x96: '\u2013', 0x97: '\u2014',
    0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a',
    0x9c: '\u0153', 0x9d: '\x9d', 0x9e: '\u017e', 0x9f: '\u0178',
}


def _dropped_codepoint(n):
    # Code points a numeric reference may not produce: they vanish.
    if 0x1 <= n <= 0x8 or 0xe <= n <= 0x1f or 0x7f <= n <= 0x9f:
        return True
    if 0xfdd0 <= n <= 0xfdef or n == 0xb:
        return True
    return (n & 0xfffe) == 0xfffe


def _numeric(body):
    # body is '#123' or '#x7b' (without any ';').
    if body[1] in 'xX':
        n = int(body[2:], 16)
    else:
        n = int(body[1:])
    if n in _NUMERIC_FIXUPS:
        return _NUMERIC_FIXUPS[n]
    if 0xd800 <= n <= 0xdfff or n > 0x10ffff:
        return '\ufffd'
    if _dropped_codepoint(n):
        return ''
    return chr(n)


_DIGITS = frozenset('0123456789')
_HEXDIGITS = frozenset('0123456789abcdefABCDEF')
_NAME_STOP = frozenset('\t\n\f <&#;')


def _reference_at(s, i, table):
    """(replacement, end) for the reference starting at s[i] == '&', or
    None when there is none there."""
    n = len(s)
    j = i + 1
    if j < n and s[j] == '#':
        k = j + 1
        if k < n and s[k] in 'xX':
            m = k + 1
            while m < n and s[m] in _HEXDIGITS:
                m += 1
            if m == k + 1:
                return None
        else:
            m = k
            while m < n and s[m] in _DIGITS:
                m += 1
            if m == k:
                return None
        text = _numeric(s[j:m])
        if m < n and s[m] == ';':
            m += 1
        return text, m
    m = j
    while m < n and m - j < 32 and s[m] not in _NAME_STOP:
        m += 1
    if m == j:
        return None
    name = s[j:m]
    if m < n and s[m] == ';':
        name += ';'
        m += 1
    if name in table:
        return table[name], m
    # The longest known prefix (without ';') wins: '&ampx' -> '&x'.
    for cut in range(len(name) - 1, 1, -1):
        if name[:cut] in table:
            return table[name[:cut]] + name[cut:], m
    return '&' + name, m


_TABLE = []


def _entity_table():
    # html.entities is large: it is loaded on the first unescape() only.
    if not _TABLE:
        from html.entities import html5
        _TABLE.append(html5)
    return _TABLE[0]


def unescape(s):
    """Replace every named and numeric character reference in s by its
    character, following the HTML5 rules (also for references lacking ';')."""
    if '&' not in s:
        return s
    html5 = _entity_table()
    out = []
    pos = 0
    while True:
        amp = s.find('&', pos)
        if amp < 0:
            break
        found = _reference_at(s, amp, html5)
        if found is None:
            out.append(s[pos:amp + 1])
            pos = amp + 1
            continue
        out.append(s[pos:amp])
        out.append(found[0])
        pos = found[1]
    out.append(s[pos:])
    return ''.join(out)
