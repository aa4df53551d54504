"""glob for corral: pathname patterns over the virtual filesystem."""

import os
import fnmatch as _fn

__all__ = ['glob', 'iglob', 'escape', 'has_magic']


def has_magic(s):
    return any(c in s for c in ('*', '?', '['))


def escape(pathname):
    drive, rest = '', pathname
    out = []
    for c in rest:
        out.append('[' + c + ']' if c in '*?[' else c)
    return drive + ''.join(out)


def _hidden(name):
    return name.startswith('.')


def _list(d, dironly):
    try:
        names = os.listdir(d or os.curdir)
    except OSError:
        return []
    if dironly:
        names = [n for n in names if os.path.isdir(os.path.join(d, n))]
    return names


def _descendants(d, dironly, include_hidden):
    """Every path under `d` (relative to it), `d` itself as ''."""
    out = ['']
    stack = ['']
    while stack:
        rel = stack.pop()
        base = os.path.join(d, rel) if rel else d
        found = []
        for n in _list(base, False):
            if _hidden(n) and not include_hidden:
                continue
            p = os.path.join(rel, n) if rel else n
            is_dir = os.path.isdir(os.path.join(d, p) if d else p)
            if is_dir:
                found.append(p)
                out.append(p)
            elif not dironly:
                out.append(p)
        stack.extend(reversed(found))
    return out


def _glob(pattern, recursive, dironly, include_hidden):
    head, tail = os.path.split(pattern)
    if not has_magic(pattern):
        if (tail and os.path.lexists(pattern)) or (not tail and os.path.isdir(head)):
            return [pattern]
        return []
    if not head:
        return [p for p in _match_in('', tail, recursive, dironly, include_hidden)]
    if head != pattern and has_magic(head):
        dirs = _glob(head, recursive, True, include_hidden)
    else:
        dirs = [head]
    out = []
    for d in dirs:
        for name in _match_in(d, tail, recursive, dironly, include_hidden):
            out.append(os.path.join(d, name))
    return out


def _match_in(d, pat, recursive, dironly, include_hidden):
    if recursive and pat == '**':
        return _descendants(d, dironly, include_hidden)
    if not has_magic(pat):
        if not pat:
            return [''] if os.path.isdir(d or os.curdir) else []
        return [pat] if os.path.lexists(os.path.join(d, pat)) else []
    names = _list(d, dironly)
    if not (include_hidden or _hidden(pat)):
        names = [n for n in names if not _hidden(n)]
    return _fn.filter(names, pat)


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    pathname = os.fspath(pathname)
    if root_dir is not None:
        base = os.fspath(root_dir)
        found = _glob(os.path.join(base, pathname), recursive, False, include_hidden)
        n = len(base.rstrip('/')) + 1
        return iter([p[n:] for p in found])
    return iter(_glob(pathname, recursive, False, include_hidden))
