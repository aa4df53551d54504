"""os.path for corral: POSIX path arithmetic, and queries answered by the
virtual filesystem the host grants."""

import _corral_os

sep = '/'
curdir = '.'
pardir = '..'
extsep = '.'
altsep = None
pathsep = ':'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
supports_unicode_filenames = False

__all__ = ['abspath', 'basename', 'commonpath', 'commonprefix', 'dirname', 'exists',
           'expanduser', 'expandvars', 'getatime', 'getctime', 'getmtime', 'getsize',
           'isabs', 'isdir', 'isfile', 'islink', 'ismount', 'join', 'lexists', 'normcase',
           'normpath', 'realpath', 'relpath', 'samefile', 'split', 'splitdrive', 'splitext',
           'sep', 'curdir', 'pardir', 'extsep', 'altsep', 'pathsep', 'defpath', 'devnull']


def _fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    f = getattr(type(p), '__fspath__', None)
    if f is None:
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(p).__name__}")
    r = f(p)
    if not isinstance(r, (str, bytes)):
        raise TypeError(f"expected {type(p).__name__}.__fspath__() to return str or bytes, "
                        f"not {type(r).__name__}")
    return r


def _str(p):
    p = _fspath(p)
    if isinstance(p, bytes):
        return p.decode('utf-8', 'surrogateescape')
    return p


def _like(p, s):
    return s.encode('utf-8', 'surrogateescape') if isinstance(p, bytes) else s


def _stat(p):
    from io import _sync
    _sync()
    return _corral_os.stat(_str(p))


def normcase(s):
    return _fspath(s)


def isabs(s):
    s = _fspath(s)
    return s.startswith(_like(s, '/'))


def join(a, *p):
    a = _fspath(a)
    slash = _like(a, '/')
    path = a
    if not p:
        path[:0] + slash  # type check like CPython
    for b in map(_fspath, p):
        if type(b) is not type(a):
            raise TypeError("Can't mix strings and bytes in path components")
        if b.startswith(slash):
            path = b
        elif not path or path.endswith(slash):
            path += b
        else:
            path += slash + b
    return path


def split(p):
    p = _fspath(p)
    slash = _like(p, '/')
    i = p.rfind(slash) + 1
    head, tail = p[:i], p[i:]
    if head and head != slash * len(head):
        head = head.rstrip(slash)
    return head, tail


def splitext(p):
    p = _fspath(p)
    slash, dot = _like(p, '/'), _like(p, '.')
    sep_i = p.rfind(slash)
    dot_i = p.rfind(dot)
    if dot_i > sep_i:
        # A leading run of dots is part of the name, not an extension.
        first = sep_i + 1
        while first < dot_i:
            if p[first:first + 1] != dot:
                return p[:dot_i], p[dot_i:]
            first += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    return p[p.rfind(_like(p, '/')) + 1:]


def dirname(p):
    p = _fspath(p)
    slash = _like(p, '/')
    i = p.rfind(slash) + 1
    head = p[:i]
    if head and head != slash * len(head):
        head = head.rstrip(slash)
    return head


def normpath(path):
    path = _fspath(path)
    slash, dot = _like(path, '/'), _like(path, '.')
    if not path:
        return dot
    initial = 0
    if path.startswith(slash):
        # POSIX keeps exactly two leading slashes, and folds three or more.
        initial = 2 if path.startswith(slash * 2) and not path.startswith(slash * 3) else 1
    comps = []
    for c in path.split(slash):
        if not c or c == dot:
            continue
        if c != _like(path, '..') or (not initial and not comps) or (comps and comps[-1] == _like(path, '..')):
            comps.append(c)
        elif comps:
            comps.pop()
    out = slash.join(comps)
    if initial:
        out = slash * initial + out
    return out or dot


def abspath(path):
    path = _fspath(path)
    if not isabs(path):
        path = join(_like(path, _corral_os.getcwd()), path)
    return normpath(path)


def realpath(path, *, strict=False):
    return abspath(path)


def relpath(path, start=None):
    path = _fspath(path)
    if not path:
        raise ValueError("no path specified")
    if start is None:
        start = _like(path, curdir)
    start = _fspath(start)
    slash = _like(path, '/')
    start_list = [x for x in abspath(start).split(slash) if x]
    path_list = [x for x in abspath(path).split(slash) if x]
    i = len(commonprefix([start_list, path_list]))
    rel = [_like(path, pardir)] * (len(start_list) - i) + path_list[i:]
    if not rel:
        return _like(path, curdir)
    return join(*rel)


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    paths = tuple(map(_fspath, paths))
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    slash = _like(paths[0], '/')
    absolute = {p.startswith(slash) for p in paths}
    if len(absolute) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_paths = [[c for c in p.split(slash) if c and c != _like(p, '.')] for p in paths]
    s1, s2 = min(split_paths), max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = slash if absolute.pop() else slash[:0]
    return prefix + slash.join(common)


def exists(path):
    try:
        _stat(path)
    except (OSError, ValueError):
        return False
    return True


lexists = exists


def isfile(path):
    try:
        return not _stat(path)[0]
    except (OSError, ValueError):
        return False


def isdir(s):
    try:
        return _stat(s)[0]
    except (OSError, ValueError):
        return False


def islink(path):
    return False


def ismount(path):
    return normpath(abspath(path)) in ('/', b'/')


def getsize(filename):
    return _stat(filename)[1]


def getmtime(filename):
    return _stat(filename)[2]


getatime = getmtime
getctime = getmtime


def samefile(f1, f2):
    _stat(f1)
    _stat(f2)
    return abspath(_str(f1)) == abspath(_str(f2))


def expanduser(path):
    path = _fspath(path)
    tilde = _like(path, '~')
    if not path.startswith(tilde):
        return path
    slash = _like(path, '/')
    i = path.find(slash, 1)
    if i < 0:
        i = len(path)
    if i != 1:
        return path
    import os
    home = os.environ.get('HOME', '/')
    home = _like(path, home).rstrip(slash) or slash
    return home + path[i:]


def expandvars(path):
    path = _fspath(path)
    dollar = _like(path, '$')
    if dollar not in path:
        return path
    import os
    import re
    pat = r'\$(\w+|\{[^}]*\})'
    if isinstance(path, bytes):
        pat = pat.encode()

    def repl(m):
        name = m.group(1)
        if name[:1] == _like(path, '{'):
            name = name[1:-1]
        key = name.decode('utf-8', 'surrogateescape') if isinstance(name, bytes) else name
        if key in os.environ:
            return _like(path, os.environ[key])
        return m.group(0)

    return re.sub(pat, repl, path)
