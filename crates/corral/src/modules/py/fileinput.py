"""Read the lines of several files (or stdin, '-') as one stream, knowing at
each line which file it came from and its line numbers. With inplace=True,
whatever is printed while a file's lines are read replaces that file."""

import io
import os
import sys
from types import GenericAlias

__all__ = ['input', 'close', 'nextfile', 'filename', 'lineno', 'filelineno',
           'fileno', 'isfirstline', 'isstdin', 'FileInput', 'hook_compressed',
           'hook_encoded']

_state = None


def input(files=None, inplace=False, backup='', *, mode='r', openhook=None,
          encoding=None, errors=None):
    """Start the module-wide FileInput the other functions ask about."""
    global _state
    if _state is not None and _state._file is not None:
        raise RuntimeError('input() already active')
    _state = FileInput(files, inplace, backup, mode=mode, openhook=openhook,
                       encoding=encoding, errors=errors)
    return _state


def _active():
    if _state is None:
        raise RuntimeError('no active input()')
    return _state


def close():
    global _state
    state, _state = _state, None
    if state is not None:
        state.close()


def nextfile():
    return _active().nextfile()


def filename():
    return _active().filename()


def lineno():
    return _active().lineno()


def filelineno():
    return _active().filelineno()


def fileno():
    return _active().fileno()


def isfirstline():
    return _active().isfirstline()


def isstdin():
    return _active().isstdin()


class FileInput:
    """The lines of `files` one after the other; see the module doc."""

    def __init__(self, files=None, inplace=False, backup='', *, mode='r',
                 openhook=None, encoding=None, errors=None):
        if isinstance(files, str):
            files = (files,)
        elif isinstance(files, os.PathLike):
            files = (os.fspath(files),)
        elif files is None:
            files = tuple(sys.argv[1:]) or ('-',)
        else:
            files = tuple(files)
        if mode not in ('r', 'rb'):
            raise ValueError("FileInput opening mode must be 'r' or 'rb'")
        if openhook is not None:
            if inplace:
                raise ValueError('FileInput cannot use an opening hook in inplace mode')
            if not callable(openhook):
                raise ValueError('FileInput openhook must be callable')
        self._queue = list(files)
        self._inplace = inplace
        self._backup = backup
        self._mode = mode
        self._openhook = openhook
        self._encoding = encoding
        self._errors = errors
        self._file = None           # the file being read
        self._output = None         # in place: the new version of it
        self._saved_stdout = None
        self._backup_name = None
        self._name = None
        self._before = 0            # lines read from the earlier files
        self._in_file = 0           # lines read from this one
        self._stdin = False

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def close(self):
        try:
            self.nextfile()
        finally:
            self._queue = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration

    def readline(self):
        """The next line of the stream; an empty one at its end."""
        while True:
            if self._file is None:
                if not self._queue:
                    return b'' if 'b' in self._mode else ''
                self._open_next()
            line = self._file.readline()
            if line:
                self._in_file += 1
                return line
            self.nextfile()

    def _open_next(self):
        self._name = self._queue.pop(0)
        self._before += self._in_file
        self._in_file = 0
        self._stdin = False
        self._backup_name = None
        binary = 'b' in self._mode
        encoding = None if binary else self._encoding
        if self._name == '-':
            self._name = '<stdin>'
            self._file = getattr(sys.stdin, 'buffer', sys.stdin) if binary else sys.stdin
            self._stdin = True
        elif self._inplace:
            self._backup_name = os.fspath(self._name) + (self._backup or '.bak')
            try:
                os.unlink(self._backup_name)
            except OSError:
                pass
            os.rename(self._name, self._backup_name)
            self._file = io.open(self._backup_name, self._mode, encoding=encoding,
                                 errors=self._errors)
            self._output = io.open(self._name, 'wb' if binary else 'w',
                                   encoding=encoding, errors=self._errors)
            self._saved_stdout = sys.stdout
            sys.stdout = self._output
        elif self._openhook is not None:
            if self._encoding is None:
                self._file = self._openhook(self._name, self._mode)
            else:
                self._file = self._openhook(self._name, self._mode,
                                            encoding=self._encoding, errors=self._errors)
        else:
            self._file = io.open(self._name, self._mode, encoding=encoding,
                                 errors=self._errors)

    def nextfile(self):
        """Stop reading the current file; the next line comes from the next."""
        if self._saved_stdout is not None:
            sys.stdout = self._saved_stdout
            self._saved_stdout = None
        output, self._output = self._output, None
        current, self._file = self._file, None
        was_stdin, self._stdin = self._stdin, False
        backup, self._backup_name = self._backup_name, None
        try:
            if output is not None:
                output.close()
        finally:
            try:
                if current is not None and not was_stdin:
                    current.close()
            finally:
                if backup and not self._backup:
                    try:
                        os.unlink(backup)
                    except OSError:
                        pass

    def filename(self):
        return self._name

    def lineno(self):
        return self._before + self._in_file

    def filelineno(self):
        return self._in_file

    def fileno(self):
        if self._file is None:
            return -1
        try:
            return self._file.fileno()
        except ValueError:
            return -1

    def isfirstline(self):
        return self._in_file == 1

    def isstdin(self):
        return self._stdin

    __class_getitem__ = classmethod(GenericAlias)


def hook_compressed(filename, mode, *, encoding=None, errors=None):
    """An openhook that opens .gz files through gzip (and .bz2 through bz2
    where it exists), other files plainly."""
    extension = os.path.splitext(filename)[1]
    if extension == '.gz':
        import gzip
        stream = gzip.open(filename, mode)
    elif extension == '.bz2':
        import bz2
        stream = bz2.BZ2File(filename, mode)
    else:
        return io.open(filename, mode, encoding=encoding, errors=errors)
    if 'b' not in mode:
        stream = io.TextIOWrapper(stream, encoding=encoding, errors=errors)
    return stream


def hook_encoded(encoding, errors=None):
    """An openhook that opens files in `encoding`."""
    def openhook(filename, mode):
        return io.open(filename, mode, encoding=encoding, errors=errors)
    return openhook
