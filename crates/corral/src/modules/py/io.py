"""io for corral: in-memory streams only (StringIO, BytesIO).

There is no open(): files reach the program only through the host. Appends
at the end of a stream are kept as a list of pieces and joined when the
stream is next read or repositioned, so building a large value by many
small writes stays linear.
"""

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError):
    # CPython also derives from ValueError; corral cannot combine the two
    # exception layouts.
    pass


UnsupportedOperation.__module__ = 'io'


class IOBase:
    closed = False

    def __enter__(self):
        self._check_closed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def _check_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def close(self):
        self.closed = True

    def flush(self):
        self._check_closed()

    def isatty(self):
        self._check_closed()
        return False

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def readlines(self, hint=-1):
        if hint is None:
            hint = -1
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    encoding = None
    errors = None
    newlines = None


def _index(v, what):
    if v is None:
        return -1
    if not hasattr(type(v), '__index__'):
        raise TypeError(f"argument should be integer or None, not '{type(v).__name__}'")
    return v.__index__()


class _Memory:
    """The position logic shared by StringIO and BytesIO."""

    def _flush(self):
        if self._pieces:
            self._pieces.insert(0, self._buf)
            self._buf = self._empty.join(self._pieces)
            self._pieces = []

    def _write(self, s):
        n = len(s)
        if not n:
            return 0
        if self._pos == self._len:
            self._pieces.append(s)
            self._len += n
            self._pos += n
            return n
        self._flush()
        buf = self._buf
        pos = self._pos
        if pos > len(buf):
            buf = buf + self._pad * (pos - len(buf))
        self._buf = buf[:pos] + s + buf[pos + n:]
        self._len = len(self._buf)
        self._pos = pos + n
        return n

    def getvalue(self):
        self._check_closed()
        self._flush()
        return self._buf

    def read(self, size=-1):
        self._check_closed()
        size = _index(size, 'size')
        self._flush()
        start = self._pos
        if start >= self._len:
            return self._empty
        end = self._len if size < 0 else min(self._len, start + size)
        self._pos = end
        return self._buf[start:end]

    def readline(self, size=-1):
        self._check_closed()
        size = _index(size, 'size')
        self._flush()
        start = self._pos
        if start >= self._len:
            return self._empty
        # Search a growing window rather than find(nl, start): the cost
        # stays proportional to the line, not to the whole buffer.
        buf = self._buf
        nl = self._nl
        chunk = 128
        while True:
            i = buf[start:start + chunk].find(nl)
            if i >= 0:
                end = start + i + 1
                break
            if start + chunk >= self._len:
                end = self._len
                break
            chunk *= 4
        if size >= 0:
            end = min(end, start + size)
        self._pos = end
        return self._buf[start:end]

    def tell(self):
        self._check_closed()
        return self._pos

    def truncate(self, size=None):
        self._check_closed()
        if size is None:
            size = self._pos
        else:
            size = _index(size, 'size')
            if size < 0:
                raise ValueError(f'Negative size value {size}')
        self._flush()
        if size < self._len:
            self._buf = self._buf[:size]
            self._len = size
        return size

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    def close(self):
        self.closed = True
        self._buf = self._empty
        self._pieces = []


class StringIO(_Memory, TextIOBase):
    _empty = ''
    _pad = '\0'
    _nl = '\n'

    def _check_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file')

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"newline must be str or None, not {type(newline).__name__}")
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f'illegal newline value: {newline!r}')
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not {type(initial_value).__name__}")
        self._newline = newline
        self._buf = self._translate(initial_value)
        self._pieces = []
        self._len = len(self._buf)
        self._pos = 0
        self.closed = False

    def _translate(self, s):
        nl = self._newline
        if nl is None:
            return s.replace('\r\n', '\n').replace('\r', '\n')
        if nl not in ('', '\n'):
            return s.replace('\n', nl)
        return s

    @property
    def line_buffering(self):
        return False

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        n = len(s)
        self._write(self._translate(s))
        return n

    def seek(self, pos, whence=0):
        self._check_closed()
        pos = _index(pos, 'pos')
        if whence not in (0, 1, 2):
            raise ValueError(f'Invalid whence ({whence}, should be 0, 1 or 2)')
        if pos < 0 and whence == 0:
            raise ValueError(f'Negative seek position {pos}')
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 1:
            pos = self._pos
        elif whence == 2:
            pos = self._len
        self._pos = pos
        return pos

    def detach(self):
        raise UnsupportedOperation('detach')

    def __repr__(self):
        return '<_io.StringIO object>'


class BytesIO(_Memory, BufferedIOBase):
    _empty = b''
    _pad = b'\0'
    _nl = b'\n'

    def __init__(self, initial_bytes=b''):
        if initial_bytes is None:
            initial_bytes = b''
        if isinstance(initial_bytes, str) or not isinstance(initial_bytes, (bytes, bytearray)):
            raise TypeError(f"a bytes-like object is required, not '{type(initial_bytes).__name__}'")
        self._buf = bytes(initial_bytes)
        self._pieces = []
        self._len = len(self._buf)
        self._pos = 0
        self.closed = False

    def write(self, b):
        self._check_closed()
        if isinstance(b, str) or not isinstance(b, (bytes, bytearray)):
            raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
        return self._write(bytes(b))

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def seek(self, pos, whence=0):
        self._check_closed()
        pos = _index(pos, 'pos')
        if whence == 0:
            if pos < 0:
                raise ValueError(f'negative seek value {pos}')
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, self._len + pos)
        else:
            raise ValueError(f'invalid whence ({whence}, should be 0, 1 or 2)')
        self._pos = pos
        return pos

    def __repr__(self):
        return '<_io.BytesIO object>'


class TextIOWrapper(TextIOBase):
    """Only the program's own stdout and stderr (sys.stdout, sys.stderr)."""

    def __init__(self, *args, **kwargs):
        raise UnsupportedOperation('TextIOWrapper over a file is not available in corral')

    def __repr__(self):
        return f"<_io.TextIOWrapper name='{self.name}' mode='{self.mode}' encoding='utf-8'>"


for _c in (IOBase, RawIOBase, BufferedIOBase, TextIOBase, StringIO, BytesIO, TextIOWrapper):
    _c.__module__ = '_io'
del _c
