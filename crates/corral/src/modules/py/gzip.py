"""gzip for corral, over zlib.

GzipFile keeps the whole uncompressed content in memory: reading
decompresses the file (every member) on open, writing compresses what was
written when the file is closed. Files are small in a sandbox, and the
memory limit bounds them either way.
"""

import io
import os
import time
import zlib

__all__ = ['BadGzipFile', 'GzipFile', 'open', 'compress', 'decompress']

READ, WRITE = 1, 2
_FTEXT, _FHCRC, _FEXTRA, _FNAME, _FCOMMENT = 1, 2, 4, 8, 16
_EOF_MESSAGE = 'Compressed file ended before the end-of-stream marker was reached'


class BadGzipFile(OSError):
    pass


def _xfl(level):
    if level == 9:
        return 2
    if level == 1:
        return 4
    return 0


def _header(level, mtime, fname=b''):
    flags = _FNAME if fname else 0
    mtime = int(mtime) & 0xFFFFFFFF
    head = b'\x1f\x8b\x08' + bytes([flags]) + mtime.to_bytes(4, 'little')
    head += bytes([_xfl(level), 255])
    if fname:
        head += fname + b'\x00'
    return head


def compress(data, compresslevel=9, *, mtime=None):
    data = bytes(data)
    if mtime is None:
        mtime = time.time()
    if mtime == 0:
        return zlib.compress(data, compresslevel, 31)
    body = zlib.compress(data, compresslevel, -15)
    trailer = zlib.crc32(data).to_bytes(4, 'little')
    trailer += (len(data) & 0xFFFFFFFF).to_bytes(4, 'little')
    return _header(compresslevel, mtime) + body + trailer


def _read_header(data, pos):
    """Parse a member header at `pos`: (position after it, mtime), or None
    at the end of the data."""
    magic = data[pos:pos + 2]
    if magic == b'':
        return None
    if magic != b'\x1f\x8b':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    if len(data) < pos + 10:
        raise EOFError(_EOF_MESSAGE)
    method, flag = data[pos + 2], data[pos + 3]
    if method != 8:
        raise BadGzipFile('Unknown compression method')
    mtime = int.from_bytes(data[pos + 4:pos + 8], 'little')
    pos += 10
    if flag & _FEXTRA:
        if len(data) < pos + 2:
            raise EOFError(_EOF_MESSAGE)
        pos += 2 + int.from_bytes(data[pos:pos + 2], 'little')
    for bit in (_FNAME, _FCOMMENT):
        if flag & bit:
            end = data.find(b'\x00', pos)
            if end < 0:
                raise EOFError(_EOF_MESSAGE)
            pos = end + 1
    if flag & _FHCRC:
        pos += 2
    if pos > len(data):
        raise EOFError(_EOF_MESSAGE)
    return pos, mtime


def _decompress(data):
    """(content, mtime of the last member) of every member in `data`."""
    out = []
    pos = 0
    mtime = None
    while True:
        head = _read_header(data, pos)
        if head is None:
            break
        pos, mtime = head
        do = zlib.decompressobj(-15)
        chunk = do.decompress(data[pos:])
        if not do.eof or len(do.unused_data) < 8:
            raise EOFError(_EOF_MESSAGE)
        tail = do.unused_data
        if int.from_bytes(tail[:4], 'little') != zlib.crc32(chunk):
            raise BadGzipFile('CRC check failed')
        if int.from_bytes(tail[4:8], 'little') != len(chunk) & 0xFFFFFFFF:
            raise BadGzipFile('Incorrect length of data produced')
        out.append(chunk)
        rest = tail[8:]
        # Zero padding may follow a member.
        stripped = rest.lstrip(b'\x00')
        pos = len(data) - len(stripped)
    return b''.join(out), mtime


def decompress(data):
    return _decompress(bytes(data))[0]


class GzipFile(io.BufferedIOBase):
    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=9,
                 fileobj=None, mtime=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError('Invalid mode: {!r}'.format(mode))
        if mode and 'b' not in mode:
            mode += 'b'
        if fileobj is None:
            fileobj = self.myfileobj = io.open(filename, mode or 'rb')
        if filename is None:
            filename = getattr(fileobj, 'name', '')
            if not isinstance(filename, (str, bytes)):
                filename = ''
        else:
            filename = os.fspath(filename)
        origmode = mode
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        if mode.startswith('r'):
            self.mode = READ
            self.name = filename
            content, self.mtime = _decompress(fileobj.read())
            self._buf = io.BytesIO(content)
        elif mode.startswith(('w', 'a', 'x')):
            if origmode is None:
                import warnings
                warnings.warn('GzipFile was opened for writing, but this will '
                              'change in future Python releases.  '
                              'Specify the mode argument for opening it for writing.',
                              FutureWarning, 2)
            self.mode = WRITE
            self.name = filename
            self._level = compresslevel
            self._mtime = mtime
            self._pieces = []
            self._size = 0
        else:
            raise ValueError('Invalid mode: {!r}'.format(mode))
        self.fileobj = fileobj

    @property
    def filename(self):
        return self.name

    def __repr__(self):
        return '<gzip ' + repr(self.fileobj)[1:-1] + ' ' + hex(id(self)) + '>'

    def _check_mode(self, mode, what):
        self._check_closed()
        if self.mode != mode:
            raise OSError(9, what + '() on ' +
                          ('write-only' if mode == READ else 'read-only') + ' GzipFile object')

    def write(self, data):
        self._check_mode(WRITE, 'write')
        if isinstance(data, str) or not isinstance(data, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        data = bytes(data)
        self._pieces.append(data)
        self._size += len(data)
        return len(data)

    def read(self, size=-1):
        self._check_mode(READ, 'read')
        return self._buf.read(size)

    def read1(self, size=-1):
        return self.read(size)

    def peek(self, n):
        self._check_mode(READ, 'peek')
        pos = self._buf.tell()
        data = self._buf.read(max(n, 1))
        self._buf.seek(pos)
        return data

    def readline(self, size=-1):
        self._check_mode(READ, 'readline')
        return self._buf.readline(size)

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_closed()
        if self.mode == WRITE:
            return self._size
        return self._buf.tell()

    def seek(self, offset, whence=0):
        self._check_closed()
        if self.mode == WRITE:
            if whence == 1:
                offset += self._size
            elif whence != 0:
                raise ValueError('Seek from end not supported')
            if offset < self._size:
                raise OSError('Negative seek in write mode')
            self.write(b'\x00' * (offset - self._size))
            return self._size
        return self._buf.seek(offset, whence)

    def rewind(self):
        self._check_mode(READ, 'rewind')
        self._buf.seek(0)

    def fileno(self):
        return self.fileobj.fileno()

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_closed()

    def close(self):
        if self.closed:
            return
        fileobj = self.fileobj
        try:
            if self.mode == WRITE:
                data = b''.join(self._pieces)
                self._pieces = []
                mtime = self._mtime
                if mtime is None:
                    mtime = time.time()
                fname = os.path.basename(self.name)
                if isinstance(fname, bytes):
                    fname = fname.decode('latin-1', 'replace')
                if fname.endswith('.gz'):
                    fname = fname[:-3]
                try:
                    fname = fname.encode('latin-1')
                except UnicodeEncodeError:
                    fname = b''
                fileobj.write(_header(self._level, mtime, fname))
                fileobj.write(zlib.compress(data, self._level, -15))
                fileobj.write(zlib.crc32(data).to_bytes(4, 'little'))
                fileobj.write((len(data) & 0xFFFFFFFF).to_bytes(4, 'little'))
        finally:
            self.closed = True
            self.fileobj = None
            if self.myfileobj is not None:
                self.myfileobj.close()
                self.myfileobj = None


class _TextFile(io.StringIO):
    """Text mode of gzip.open: the whole text, decoded on open (reading) or
    encoded on close (writing)."""

    def __init__(self, binary, encoding, errors, newline):
        self._binary = binary
        self._encoding = encoding or 'utf-8'
        self._errors = errors or 'strict'
        if binary.mode == READ:
            text = binary.read().decode(self._encoding, self._errors)
            if newline is None:
                text = text.replace('\r\n', '\n').replace('\r', '\n')
            super().__init__(text)
        else:
            super().__init__()
        self._newline = newline

    @property
    def name(self):
        return self._binary.name

    @property
    def encoding(self):
        return self._encoding

    @property
    def buffer(self):
        return self._binary

    def close(self):
        if self.closed:
            return
        if self._binary.mode == WRITE:
            text = self.getvalue()
            if self._newline not in (None, '', '\n'):
                text = text.replace('\n', self._newline)
            self._binary.write(text.encode(self._encoding, self._errors))
        self._binary.close()
        super().close()


def open(filename, mode='rb', compresslevel=9, encoding=None, errors=None,
         newline=None):
    if 't' in mode:
        if 'b' in mode:
            raise ValueError('Invalid mode: %r' % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    gz_mode = mode.replace('t', '')
    if isinstance(filename, (str, bytes, os.PathLike)):
        binary = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, 'read') or hasattr(filename, 'write'):
        binary = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError('filename must be a str or bytes object, or a file')
    if 't' in mode:
        return _TextFile(binary, encoding, errors, newline)
    return binary
