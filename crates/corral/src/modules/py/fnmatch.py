"""fnmatch for corral: shell-style wildcards (*, ?, [seq], [!seq])."""

import re

__all__ = ['filter', 'fnmatch', 'fnmatchcase', 'translate']

_cache = {}


def translate(pat):
    """The regular expression (a str) that matches what `pat` matches."""
    out = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            # Runs of stars mean the same as one.
            while i < n and pat[i] == '*':
                i += 1
            out.append('.*')
        elif c == '?':
            out.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                out.append('\\[')
                continue
            body = pat[i:j]
            i = j + 1
            neg = body.startswith('!')
            if neg:
                body = body[1:]
            body = body.replace('\\', '\\\\')
            if not body:
                out.append('(?!)' if not neg else '.')
                continue
            if body[0] == '^':
                body = '\\' + body
            out.append('[' + ('^' if neg else '') + body + ']')
        else:
            out.append(re.escape(c))
    return '(?s:' + ''.join(out) + ')\\Z'


def _compiled(pat):
    r = _cache.get(pat)
    if r is None:
        if isinstance(pat, bytes):
            r = re.compile(translate(pat.decode('latin-1')).encode('latin-1'))
        else:
            r = re.compile(translate(pat))
        if len(_cache) > 256:
            _cache.clear()
        _cache[pat] = r
    return r


def fnmatchcase(name, pat):
    return _compiled(pat).match(name) is not None


def fnmatch(name, pat):
    # POSIX: the case of names matters.
    return fnmatchcase(name, pat)


def filter(names, pat):
    m = _compiled(pat).match
    return [n for n in names if m(n)]
