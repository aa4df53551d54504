"""Shared file objects of bz2 and lzma in corral.

A compressed file keeps its whole uncompressed content in memory: reading
decodes the file (all its streams) the first time content is needed, and
writing encodes what was written when the file is closed. Files are small in
a sandbox, and the memory limit bounds them either way.
"""

import io
import operator
import os

BUFFER_SIZE = io.DEFAULT_BUFFER_SIZE

_CLOSED, _READ, _WRITE = 0, 1, 2


_Buffered = io.BufferedIOBase


def bytes_like(data):
    """`data` as bytes, for the codecs; TypeError for what is not bytes-like."""
    if isinstance(data, bytes):
        return data
    if isinstance(data, (bytearray, memoryview)) or hasattr(type(data), '__corral_buffer__'):
        return bytes(data)
    raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)

_REFUSALS = {
    _READ: 'File not open for reading',
    _WRITE: 'File not open for writing',
    'seek': 'Seeking is only supported on files open for reading',
}


class BaseStream(_Buffered):
    """What the compressed file classes share: the checks of an operation."""

    def _need(self, kind=None):
        """Refuse an operation on a closed file, or one of `kind` (_READ,
        _WRITE, 'seek') that this file does not support."""
        if self.closed:
            raise ValueError('I/O operation on closed file')
        if kind is None:
            return
        ok = self._mode == (_READ if kind == 'seek' else kind)
        if not ok:
            raise io.UnsupportedOperation(_REFUSALS[kind])


class WholeFile(BaseStream):
    """A compressed file held whole. Subclasses give `_decode(data)` (the
    content of the file's bytes) and `_encode(data)` (the bytes of a new
    stream of `data`)."""

    _fp = None
    _closefp = False
    _mode = _CLOSED

    def _setup(self, filename, mode, code):
        is_path = isinstance(filename, (str, bytes, os.PathLike))
        if not is_path and not (hasattr(filename, 'read') or hasattr(filename, 'write')):
            raise TypeError('filename must be a str, bytes, file or PathLike object')
        self._fp = io.open(filename, mode if 'b' in mode else mode + 'b') if is_path else filename
        self._closefp = is_path
        self._mode = code
        self._content = None
        self._pieces = []
        self._pos = 0

    def _buffer(self):
        if self._content is None:
            self._content = io.BytesIO(self._decode(self._fp.read()))
        return self._content

    @property
    def closed(self):
        return self._mode == _CLOSED

    def close(self):
        if self._mode == _CLOSED:
            return
        try:
            if self._mode == _WRITE:
                pieces, self._pieces = self._pieces, []
                data = pieces[0] if len(pieces) == 1 else b''.join(pieces)
                self._fp.write(self._encode(data))
        finally:
            fp, owned = self._fp, self._closefp
            self._fp, self._closefp, self._mode = None, False, _CLOSED
            if owned:
                fp.close()
                self._content = None

    def fileno(self):
        self._need()
        fp = self._fp
        return fp.fileno()

    def seekable(self):
        return self.readable() and self._fp.seekable()

    def readable(self):
        self._need()
        return self._mode == _READ

    def writable(self):
        self._need()
        return self._mode == _WRITE

    def peek(self, size=-1):
        self._need(_READ)
        buf = self._buffer()
        pos = buf.tell()
        data = buf.read(max(size, 1) if size > 0 else BUFFER_SIZE)
        buf.seek(pos)
        return data

    def read(self, size=-1):
        self._need(_READ)
        return self._buffer().read(size)

    def read1(self, size=-1):
        self._need(_READ)
        if size < 0:
            size = BUFFER_SIZE
        return self._buffer().read(size)

    def readinto(self, b):
        self._need(_READ)
        return self._buffer().readinto(b)

    def readline(self, size=-1):
        self._need(_READ)
        return self._buffer().readline(_as_index(size))

    def readlines(self, size=-1):
        self._need(_READ)
        return self._buffer().readlines(_as_index(size))

    def __iter__(self):
        self._need(_READ)
        return self

    def __next__(self):
        got = self.readline()
        if got:
            return got
        raise StopIteration

    def write(self, data):
        self._need(_WRITE)
        if type(data) is bytes:
            piece = data
        elif isinstance(data, bytearray):
            piece = bytes(data)
        else:
            piece = memoryview(data).tobytes()
        self._pieces.append(piece)
        self._pos += len(piece)
        return len(piece)

    def writelines(self, seq):
        for line in seq:
            self.write(line)

    def flush(self):
        self._need()

    def seek(self, offset, whence=io.SEEK_SET):
        self._need('seek')
        buf = self._buffer()
        here = buf.tell()
        size = buf.seek(0, io.SEEK_END)
        buf.seek(here)
        bases = {io.SEEK_SET: 0, io.SEEK_CUR: here, io.SEEK_END: size}
        if whence not in bases:
            raise ValueError('Invalid value for whence: {}'.format(whence))
        return buf.seek(min(max(bases[whence] + offset, 0), size))

    def tell(self):
        self._need()
        if self._mode == _READ:
            return self._buffer().tell()
        return self._pos


def text_or_binary(binary, mode, encoding, errors, newline):
    if 't' in mode:
        return io.TextIOWrapper(binary, encoding, errors, newline)
    return binary


def check_open_args(mode, encoding, errors, newline):
    if 't' in mode:
        if 'b' in mode:
            raise ValueError('Invalid mode: %r' % (mode,))
        return
    given = {'encoding': encoding, 'errors': errors, 'newline': newline}
    for name, value in given.items():
        if value is not None:
            raise ValueError("Argument '%s' not supported in binary mode" % name)


def _as_index(size):
    return size if isinstance(size, int) else operator.index(size)
