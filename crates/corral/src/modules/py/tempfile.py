"""tempfile for corral: temporary files and directories in the virtual
filesystem's /tmp, with names drawn from a counter so runs are
reproducible."""

import os as _os
import shutil as _shutil

__all__ = ['gettempdir', 'gettempprefix', 'mkdtemp', 'mkstemp', 'NamedTemporaryFile',
           'TemporaryFile', 'TemporaryDirectory', 'SpooledTemporaryFile']

tempdir = None
template = 'tmp'
_counter = 0


def gettempdir():
    return tempdir if tempdir is not None else '/tmp'


def gettempprefix():
    return template


def _name(prefix, suffix, dir):
    global _counter
    d = gettempdir() if dir is None else _os.fspath(dir)
    prefix = template if prefix is None else prefix
    suffix = '' if suffix is None else suffix
    while True:
        _counter += 1
        p = _os.path.join(d, f'{prefix}{_counter:08x}{suffix}')
        if not _os.path.exists(p):
            return p


def mkdtemp(suffix=None, prefix=None, dir=None):
    if dir is None:
        _os.makedirs(gettempdir(), exist_ok=True)
    p = _name(prefix, suffix, dir)
    _os.mkdir(p)
    return _os.path.abspath(p)


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    raise OSError(38, 'file descriptors are not available in corral; use NamedTemporaryFile')


class _TemporaryFileWrapper:
    def __init__(self, file, name, delete):
        self.file = file
        self.name = name
        self.delete = delete

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        return iter(self.file)

    def close(self):
        self.file.close()
        if self.delete:
            try:
                _os.remove(self.name)
            except OSError:
                pass


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                       prefix=None, dir=None, delete=True, *, errors=None):
    if dir is None:
        _os.makedirs(gettempdir(), exist_ok=True)
    name = _os.path.abspath(_name(prefix, suffix, dir))
    f = open(name, mode.replace('w', 'x') if 'w' in mode else mode, buffering,
             encoding=encoding, errors=errors, newline=newline)
    f.name = name
    return _TemporaryFileWrapper(f, name, delete)


TemporaryFile = NamedTemporaryFile
SpooledTemporaryFile = NamedTemporaryFile


class TemporaryDirectory:
    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore = ignore_cleanup_errors

    def __repr__(self):
        return f'<{self.__class__.__name__} {self.name!r}>'

    def __enter__(self):
        return self.name

    def __exit__(self, *exc):
        self.cleanup()

    def cleanup(self):
        if _os.path.exists(self.name):
            _shutil.rmtree(self.name, ignore_errors=self._ignore)
