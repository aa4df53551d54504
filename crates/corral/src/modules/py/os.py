"""os for corral: files, directories and the environment of the virtual OS
the host grants (see _corral_os). There are no processes, descriptors,
users or signals: those names are absent, so using them is an
AttributeError, never a wrong answer."""

import _corral_os
import posixpath as path
from abc import ABC as _ABC, abstractmethod as _abstractmethod
from io import _sync

name = 'posix'
sep = path.sep
altsep = path.altsep
extsep = path.extsep
pathsep = path.pathsep
defpath = path.defpath
curdir = path.curdir
pardir = path.pardir
devnull = path.devnull
linesep = '\n'

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1

_fspath_of = path._fspath


def fspath(p):
    """Return the file system path representation of the object."""
    return _fspath_of(p)


def fsencode(filename):
    p = fspath(filename)
    return p.encode('utf-8', 'surrogateescape') if isinstance(p, str) else p


def fsdecode(filename):
    p = fspath(filename)
    return p.decode('utf-8', 'surrogateescape') if isinstance(p, bytes) else p


class PathLike(_ABC):
    """Abstract base class for objects with a file system path: any class
    defining __fspath__ counts as a subclass (isinstance(Path(), PathLike))."""

    @_abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, C):
        if cls is not PathLike:
            return NotImplemented
        return hasattr(C, '__fspath__') or NotImplemented

    def __class_getitem__(cls, item):
        from types import GenericAlias
        return GenericAlias(cls, item)


def _p(p):
    return path._str(p)


class _Environ(dict):
    """os.environ: the host's variables; changes stay inside the run."""

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError(f"str expected, not {type(key).__name__}")
        if not isinstance(value, str):
            raise TypeError(f"str expected, not {type(value).__name__}")
        dict.__setitem__(self, key, value)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def update(self, *args, **kwargs):
        for k, v in dict(*args, **kwargs).items():
            self[k] = v

    def copy(self):
        return dict(self)

    def __repr__(self):
        return 'environ(' + dict.__repr__(self) + ')'


environ = _Environ(_corral_os.environ())


def getenv(key, default=None):
    if not isinstance(key, str):
        raise TypeError(f"str expected, not {type(key).__name__}")
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


def getcwd():
    return _corral_os.getcwd()


def getcwdb():
    return getcwd().encode('utf-8', 'surrogateescape')


def chdir(p):
    _sync()
    _corral_os.chdir(_p(p))


def listdir(p='.'):
    _sync()
    names = _corral_os.listdir(_p(p))
    if isinstance(fspath(p), bytes):
        return [n.encode('utf-8', 'surrogateescape') for n in names]
    return names


class stat_result(tuple):
    """The result of os.stat(): a 10-tuple with st_* attributes."""

    n_sequence_fields = 10
    n_fields = 10
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        return tuple.__new__(cls, seq)

    st_mode = property(lambda self: self[0])
    st_ino = property(lambda self: self[1])
    st_dev = property(lambda self: self[2])
    st_nlink = property(lambda self: self[3])
    st_uid = property(lambda self: self[4])
    st_gid = property(lambda self: self[5])
    st_size = property(lambda self: self[6])
    st_atime = property(lambda self: self[7])
    st_mtime = property(lambda self: self[8])
    st_ctime = property(lambda self: self[9])
    st_mtime_ns = property(lambda self: int(self[8] * 1e9))
    st_atime_ns = st_mtime_ns
    st_ctime_ns = st_mtime_ns

    def __repr__(self):
        names = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size',
                 'st_atime', 'st_mtime', 'st_ctime')
        vals = [int(v) for v in self]
        return 'os.stat_result(' + ', '.join(f'{n}={v}' for n, v in zip(names, vals)) + ')'


_S_IFDIR = 0o040000
_S_IFREG = 0o100000


def stat(p, *, dir_fd=None, follow_symlinks=True):
    _sync()
    is_dir, size, mtime = _corral_os.stat(_p(p))
    mode = (_S_IFDIR | 0o755) if is_dir else (_S_IFREG | 0o644)
    return stat_result((mode, 0, 0, 1, 0, 0, size, mtime, mtime, mtime))


lstat = stat


def access(p, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    try:
        stat(p)
    except OSError:
        return False
    return True


def mkdir(p, mode=0o777, *, dir_fd=None):
    _sync()
    _corral_os.mkdir(_p(p))


def makedirs(name, mode=0o777, exist_ok=False):
    name = _p(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
        if tail == curdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(p, *, dir_fd=None):
    _sync()
    _corral_os.rmdir(_p(p))


def removedirs(name):
    rmdir(name)
    head, tail = path.split(_p(name))
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def remove(p, *, dir_fd=None):
    _sync()
    _corral_os.remove(_p(p))


unlink = remove


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _sync()
    _corral_os.rename(_p(src), _p(dst))


replace = rename


def renames(old, new):
    head, tail = path.split(_p(new))
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(_p(old))
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


class DirEntry:
    """An entry of os.scandir()."""

    def __init__(self, dirpath, name):
        self.name = name
        self.path = path.join(dirpath, name)
        self._stat = None

    def _st(self):
        if self._stat is None:
            self._stat = stat(self.path)
        return self._stat

    def is_dir(self, *, follow_symlinks=True):
        try:
            return self._st()[0] & _S_IFDIR == _S_IFDIR
        except OSError:
            return False

    def is_file(self, *, follow_symlinks=True):
        try:
            return self._st()[0] & _S_IFREG == _S_IFREG
        except OSError:
            return False

    def is_symlink(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return self._st()

    def inode(self):
        return 0

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'


class _ScandirIterator:
    def __init__(self, p):
        self._dir = p
        self._it = iter(listdir(p))

    def __iter__(self):
        return self

    def __next__(self):
        return DirEntry(self._dir, next(self._it))

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.close()

    def close(self):
        self._it = iter(())


def scandir(p='.'):
    return _ScandirIterator(p)


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator: (dirpath, dirnames, filenames) per directory."""
    top = fspath(top)
    # An explicit stack rather than recursion: trees may be deep.
    stack = [top]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            yield item
            continue
        try:
            names = listdir(item)
        except OSError as e:
            if onerror is not None:
                onerror(e)
            continue
        dirs, files = [], []
        for n in names:
            if path.isdir(path.join(item, n)):
                dirs.append(n)
            else:
                files.append(n)
        if topdown:
            yield item, dirs, files
            for d in reversed(dirs):
                stack.append(path.join(item, d))
        else:
            stack.append((item, dirs, files))
            for d in reversed(dirs):
                stack.append(path.join(item, d))


def getpid():
    return 1


def getppid():
    return 0


def cpu_count():
    return 1


class terminal_size(tuple):
    """(columns, lines) of a terminal window."""

    n_fields = n_sequence_fields = 2
    n_unnamed_fields = 0

    def __new__(cls, size, dict=None):
        size = tuple(size)
        if len(size) != 2:
            raise TypeError('os.terminal_size() takes a 2-sequence (%d-sequence given)'
                            % len(size))
        return tuple.__new__(cls, size)

    columns = property(lambda self: self[0])
    lines = property(lambda self: self[1])

    def __repr__(self):
        return 'os.terminal_size(columns=%r, lines=%r)' % (self[0], self[1])


def get_terminal_size(fd=1):
    # The guest's streams are never a terminal.
    raise OSError(25, 'Inappropriate ioctl for device')


def urandom(n):
    """Bytes from the run's seeded generator (the host controls the seed)."""
    import random
    if n < 0:
        raise ValueError('negative argument not allowed')
    return random._urandom(n) if hasattr(random, '_urandom') else bytes(
        random.getrandbits(8) for _ in range(n))


_STRERROR = {
    1: 'Operation not permitted', 2: 'No such file or directory', 5: 'Input/output error',
    9: 'Bad file descriptor', 13: 'Permission denied', 17: 'File exists',
    18: 'Invalid cross-device link', 20: 'Not a directory', 21: 'Is a directory',
    22: 'Invalid argument', 27: 'File too large', 28: 'No space left on device',
    39: 'Directory not empty',
}


def strerror(code):
    return _STRERROR.get(code, f'Unknown error {code}')


def fdopen(*args, **kwargs):
    raise OSError(9, 'Bad file descriptor')

