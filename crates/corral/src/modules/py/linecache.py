"""linecache for corral: lines of source files, read once and remembered.

Files are read through the virtual OS (open() and os.stat), decoded as
Python source is: UTF-8 unless a coding cookie in the first two lines says
otherwise, with universal newlines. cache maps a file name to
(size, mtime, lines, full path); an entry whose mtime is None was put there
by hand and is never checked against the disk. A 1-tuple entry holds a
function giving the source on demand (lazycache never makes one here: there
are no loaders with sources to defer to).
"""

import os
import sys

__all__ = ['getline', 'clearcache', 'checkcache', 'lazycache']

cache = {}


def clearcache():
    cache.clear()


def getline(filename, lineno, module_globals=None):
    """Line `lineno` (from 1) of the file, newline included; '' when the
    file cannot be read or is shorter."""
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ''


def getlines(filename, module_globals=None):
    entry = cache.get(filename)
    if entry is not None and len(entry) != 1:
        return entry[2]
    try:
        return updatecache(filename, module_globals)
    except MemoryError:
        clearcache()
        return []


def checkcache(filename=None):
    """Forget cached files that changed on disk or went away (all of them,
    or just `filename`)."""
    names = list(cache) if filename is None else [filename]
    for name in names:
        entry = cache.get(name)
        if entry is None or len(entry) == 1:
            continue
        size, mtime, _lines, path = entry
        if mtime is None:
            continue
        try:
            now = os.stat(path)
        except (OSError, ValueError):
            cache.pop(name, None)
            continue
        if (now.st_size, now.st_mtime) != (size, mtime):
            cache.pop(name, None)


def lazycache(filename, module_globals):
    entry = cache.get(filename)
    if entry is not None:
        return len(entry) == 1
    return False


def _as_lines(text):
    text = text.replace('\r\n', '\n').replace('\r', '\n')
    pieces = text.split('\n')
    out = [p + '\n' for p in pieces[:-1]]
    if pieces[-1]:
        out.append(pieces[-1] + '\n')
    return out


def _cookie(raw):
    """The encoding a coding cookie in the first two lines names."""
    for line in raw.split(b'\n', 2)[:2]:
        stripped = line.lstrip()
        if not stripped.startswith(b'#'):
            if stripped:
                break
            continue
        at = stripped.find(b'coding')
        if at < 0 or stripped[at + 6:at + 7] not in (b':', b'='):
            continue
        rest = stripped[at + 7:].lstrip()
        end = 0
        while end < len(rest) and (chr(rest[end]).isalnum() or rest[end] in b'-_.'):
            end += 1
        if end:
            return rest[:end].decode('ascii')
    return 'utf-8'


def _decode(raw):
    if raw.startswith(b'\xef\xbb\xbf'):
        return raw[3:].decode('utf-8')
    return raw.decode(_cookie(raw))


def _locate(filename):
    """(full path, stat) of a readable file, trying sys.path for relative
    names that are not found as they are."""
    try:
        return filename, os.stat(filename)
    except OSError:
        if os.path.isabs(filename):
            raise
    for base in sys.path:
        if not isinstance(base, str):
            continue
        candidate = os.path.join(base, filename)
        try:
            return candidate, os.stat(candidate)
        except (OSError, ValueError):
            continue
    raise FileNotFoundError(filename)


def updatecache(filename, module_globals=None):
    """Read the file afresh into the cache and return its lines ([] when it
    cannot be read)."""
    entry = cache.pop(filename, None)
    if not filename or (filename[0] + filename[-1]) == '<>':
        return []
    if entry is not None and len(entry) == 1:
        try:
            text = entry[0]()
        except Exception:
            text = None
        if text is not None:
            lines = _as_lines(text)
            cache[filename] = (len(text), None, lines, filename)
            return lines
    try:
        path, info = _locate(filename)
        with open(path, 'rb') as handle:
            raw = handle.read()
        lines = _as_lines(_decode(raw))
    except (OSError, ValueError, LookupError):
        return []
    cache[filename] = (info.st_size, info.st_mtime, lines, path)
    return lines
