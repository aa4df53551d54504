"""io for corral: in-memory streams (StringIO, BytesIO) and open() over the
virtual filesystem the host grants (see _corral_os).

A file's content is read whole when it is opened and written back when it
is flushed: on flush() and close(), when 8 KiB of writes are pending, before
any other filesystem operation of the program, and when the program ends.
Appends
at the end of a stream are kept as a list of pieces and joined when the
stream is next read or repositioned, so building a large value by many
small writes stays linear.
"""

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192




def _bytes_like(b):
    # memoryview and array.array too: `bytes(b)` copies any of them.
    return (isinstance(b, (bytes, bytearray, memoryview))
            or hasattr(type(b), '__corral_buffer__'))

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
        if self.closed:
            raise ValueError('I/O operation on closed file')
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        n = len(s)
        nl = self._newline
        t = s if nl == '\n' or nl == '' else self._translate(s)
        # Appending at the end, the usual case, inline (see _Memory._write).
        if self._pos == self._len:
            if t:
                self._pieces.append(t)
                k = len(t)
                self._len += k
                self._pos += k
        else:
            self._write(t)
        return n

    # Reading a line and iterating are the hot paths of parsing a buffer:
    # the checks inline, the line found with one find.
    def readline(self, size=-1):
        if self.closed:
            raise ValueError('I/O operation on closed file')
        if size.__class__ is not int:
            size = _index(size, 'size')
        if self._pieces:
            self._flush()
        start = self._pos
        if start >= self._len:
            return ''
        nl = self._newline
        if nl == '\n' or nl is None:
            end = self._buf.find('\n', start) + 1
            if end == 0:
                end = self._len
        else:
            end = self._line_end(start, nl)
        if size >= 0 and end > start + size:
            end = start + size
        self._pos = end
        return self._buf[start:end]

    def __next__(self):
        if self.__class__ is not StringIO:
            # A subclass may have its own readline.
            return IOBase.__next__(self)
        if self.closed:
            raise ValueError('I/O operation on closed file')
        if self._pieces:
            self._flush()
        start = self._pos
        if start >= self._len:
            raise StopIteration
        nl = self._newline
        if nl == '\n' or nl is None:
            end = self._buf.find('\n', start) + 1
            if end == 0:
                end = self._len
        else:
            end = self._line_end(start, nl)
        self._pos = end
        return self._buf[start:end]

    def _line_end(self, start, nl):
        # Where the line from start ends for newline='', '\r' or '\r\n'
        # (the buffer holds the text as written, translated on write).
        buf = self._buf
        n = self._len
        if nl == '\r':
            end = buf.find('\r', start) + 1
            return end if end else n
        if nl == '\r\n':
            i = buf.find('\r\n', start)
            return i + 2 if i >= 0 else n
        i = buf.find('\n', start)
        # newline='': the first of \r, \n or \r\n ends the line.
        stop = i if i >= 0 else n
        j = buf.find('\r', start, stop)
        if j < 0:
            return i + 1 if i >= 0 else n
        if j + 1 == i:
            return i + 1
        return j + 1

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
        if not _bytes_like(initial_bytes):
            raise TypeError(f"a bytes-like object is required, not '{type(initial_bytes).__name__}'")
        self._buf = bytes(initial_bytes)
        self._pieces = []
        self._len = len(self._buf)
        self._pos = 0
        self.closed = False

    def write(self, b):
        self._check_closed()
        if not _bytes_like(b):
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


import _corral_os

# Files with writes not yet written back, by id.
_dirty = {}
_FLUSH_AT = 8192


def _sync():
    """Write back every file with pending writes (before any other file
    operation, so the program sees its own writes). A file whose write-back
    fails stays pending: its own next flush or close retries and raises, as
    a buffered file reports a failed write."""
    for key, f in list(_dirty.items()):
        try:
            f._write_back()
        except OSError:
            continue
        _dirty.pop(key, None)


def _fspath(file):
    if isinstance(file, str):
        return file
    if isinstance(file, (bytes, bytearray)):
        return bytes(file).decode('utf-8', 'surrogateescape')
    fspath = getattr(type(file), '__fspath__', None)
    if fspath is not None:
        p = fspath(file)
        if isinstance(p, (str, bytes)):
            return _fspath(p)
        raise TypeError(f"expected {type(file).__name__}.__fspath__() to return str or bytes, "
                        f"not {type(p).__name__}")
    if isinstance(file, int):
        raise UnsupportedOperation('file descriptors are not available in corral')
    raise TypeError(f"expected str, bytes or os.PathLike object, not {type(file).__name__}")


class _File:
    """What text and binary files share: where the content goes back to."""

    def _setup(self, name, path, mode, readable, writable, append, base):
        self.name = name
        self.mode = mode
        self._path = path
        self._readable = readable
        self._writable = writable
        self._append = append
        # Append mode writes back only what follows this many items.
        self._base = base
        self._pending = 0

    def _check_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def readable(self):
        self._check_closed()
        return self._readable

    def writable(self):
        self._check_closed()
        return self._writable

    def seekable(self):
        self._check_closed()
        return True

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def isatty(self):
        self._check_closed()
        return False

    def _check_readable(self):
        self._check_closed()
        if not self._readable:
            raise UnsupportedOperation('not readable')

    def _check_writable(self):
        self._check_closed()
        if not self._writable:
            raise UnsupportedOperation('not writable')

    def _note_write(self, n):
        _dirty[id(self)] = self
        self._pending += n
        if self._pending >= _FLUSH_AT:
            _dirty.pop(id(self), None)
            self._write_back()

    def _write_back(self):
        self._pending = 0
        self._flush()
        data = self._buf
        if self._append:
            data = data[self._base:]
            self._base = len(self._buf)
            if not data:
                return
        _corral_os.write(self._path, self._encode(data), 'a' if self._append else 'w')

    def flush(self):
        self._check_closed()
        if _dirty.pop(id(self), None) is not None:
            self._write_back()

    def close(self):
        if self.closed:
            return
        try:
            if _dirty.pop(id(self), None) is not None:
                self._write_back()
        finally:
            self.closed = True
            self._buf = self._empty
            self._pieces = []

    def read(self, size=-1):
        self._check_readable()
        return _Memory.read(self, size)

    def readline(self, size=-1):
        self._check_readable()
        return _Memory.readline(self, size)

    def readlines(self, hint=-1):
        self._check_readable()
        return IOBase.readlines(self, hint)

    def truncate(self, size=None):
        self._check_writable()
        n = _Memory.truncate(self, size)
        self._note_write(0)
        return n

    def _seek_append(self):
        if self._append:
            self._flush()
            self._pos = self._len


class TextIOWrapper(_File, StringIO):
    """A text file of the virtual filesystem; called, text over a binary buffer."""

    def __new__(cls, *args, **kwargs):
        # Files opened by open() are made without calling the class.
        return object.__new__(_TextOverBuffer if cls is TextIOWrapper else cls)

    @property
    def line_buffering(self):
        return self.__dict__.get('_line_buffering', False)

    def reconfigure(self, *, encoding=None, errors=None, newline=False,
                    line_buffering=None, write_through=None):
        # Text already read is not decoded again (as in CPython, the new
        # settings apply to what comes next).
        if encoding is not None:
            ''.encode(encoding)
            self.encoding = encoding
            if errors is None:
                errors = 'strict'
        if errors is not None:
            self.errors = errors
        if newline is not False:
            self._newline = newline
        if line_buffering is not None:
            self._line_buffering = bool(line_buffering)
        if write_through is not None:
            self.write_through = bool(write_through)

    def _encode(self, s):
        return s.encode(self.encoding, self.errors)

    def write(self, s):
        self._check_writable()
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        self._seek_append()
        n = StringIO.write(self, s)
        self._note_write(len(s))
        return n

    @property
    def buffer(self):
        raise UnsupportedOperation('buffer')

    def __repr__(self):
        return f"<_io.TextIOWrapper name={self.name!r} mode={self.mode!r} encoding={self.encoding!r}>"


class _TextOverBuffer(TextIOWrapper):
    """TextIOWrapper(buffer): text read from and written to any binary
    stream. Reading decodes the whole rest of the buffer the first time it
    is needed; writes are encoded and passed on at once (CPython holds them
    until a flush: nothing a program sees differs but the buffer's content
    before that flush, and nothing is lost at exit)."""

    def __init__(self, buffer, encoding=None, errors=None, newline=None,
                 line_buffering=False, write_through=False):
        if encoding is not None and not isinstance(encoding, str):
            raise TypeError(f"TextIOWrapper() argument 'encoding' must be str or None, not {type(encoding).__name__}")
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f"illegal newline value: {newline}")
        enc = 'utf-8' if encoding in (None, 'locale') else encoding
        ''.encode(enc)
        self._raw = buffer
        self.encoding = enc
        self.errors = 'strict' if errors is None else errors
        self._newline = newline
        self._line_buffering = bool(line_buffering)
        self.write_through = bool(write_through)
        self.closed = False
        self._decoded = None

    @property
    def buffer(self):
        return self._raw

    @property
    def name(self):
        return self._raw.name

    @property
    def mode(self):
        return getattr(self._raw, 'mode', 'r')

    def readable(self):
        return self._raw.readable()

    def writable(self):
        return self._raw.writable()

    def seekable(self):
        return False

    def fileno(self):
        return self._raw.fileno()

    def isatty(self):
        return self._raw.isatty()

    def _text(self):
        self._check_closed()
        if self._decoded is None:
            data = self._raw.read()
            text = bytes(data).decode(self.encoding, self.errors)
            self._decoded = StringIO(text, self._newline)
        return self._decoded

    def read(self, size=-1):
        return self._text().read(size)

    def readline(self, size=-1):
        return self._text().readline(size)

    def readlines(self, hint=-1):
        return self._text().readlines(hint)

    def tell(self):
        raise UnsupportedOperation('tell')

    def seek(self, *args):
        raise UnsupportedOperation('seek')

    def truncate(self, *args):
        raise UnsupportedOperation('truncate')

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        text = s
        if self._newline not in (None, '', '\n'):
            text = text.replace('\n', self._newline)
        self._raw.write(text.encode(self.encoding, self.errors))
        if self._line_buffering and ('\n' in s or '\r' in s):
            self.flush()
        return len(s)

    def flush(self):
        self._check_closed()
        if hasattr(self._raw, 'flush'):
            self._raw.flush()

    def close(self):
        if self.closed:
            return
        try:
            self.flush()
        finally:
            self.closed = True
            self._raw.close()

    def detach(self):
        self.flush()
        raw, self._raw = self._raw, None
        self.closed = True
        return raw

    def __repr__(self):
        try:
            name = f" name={self.name!r}"
        except AttributeError:
            name = ''
        return f"<_io.TextIOWrapper{name} encoding={self.encoding!r}>"


class BufferedReader(_File, BytesIO):
    """A binary file of the virtual filesystem."""

    def __init__(self, *args, **kwargs):
        raise UnsupportedOperation('BufferedReader over a raw stream is not available in corral')

    def _encode(self, b):
        return b

    def write(self, b):
        self._check_writable()
        if not _bytes_like(b):
            raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
        self._seek_append()
        n = self._write(bytes(b))
        self._note_write(n)
        return n

    def peek(self, size=0):
        self._check_readable()
        self._flush()
        return self._buf[self._pos:]

    def __repr__(self):
        kind = {'r': 'Reader', 'w': 'Writer', '+': 'Random'}[self._kind]
        return f"<_io.Buffered{kind} name={self.name!r}>"


class BufferedWriter(BufferedReader):
    pass


class BufferedRandom(BufferedReader):
    pass


def open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None,
         closefd=True, opener=None):
    """Open a file of the virtual filesystem the host granted."""
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    for arg, what in ((encoding, 'encoding'), (errors, 'errors'), (newline, 'newline')):
        if arg is not None and not isinstance(arg, str):
            raise TypeError(f"open() argument '{what}' must be str or None, not {type(arg).__name__}")
    name = file
    path = _fspath(file)
    kinds = set(mode)
    if kinds - set('rwxabt+') or len(mode) > len(kinds):
        raise ValueError(f"invalid mode: '{mode}'")
    creating, reading, writing, appending = 'x' in kinds, 'r' in kinds, 'w' in kinds, 'a' in kinds
    updating, text, binary = '+' in kinds, 't' in kinds, 'b' in kinds
    if text and binary:
        raise ValueError("can't have text and binary mode at once")
    if creating + reading + writing + appending > 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    if not (creating or reading or writing or appending):
        raise ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
    if binary and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    if binary and errors is not None:
        raise ValueError("binary mode doesn't take an errors argument")
    if binary and newline is not None:
        raise ValueError("binary mode doesn't take a newline argument")
    if newline not in (None, '', '\n', '\r', '\r\n'):
        raise ValueError(f"illegal newline value: {newline}")
    if not closefd:
        raise ValueError('Cannot use closefd=False with file name')
    if encoding is not None:
        try:
            ''.encode(encoding)
        except LookupError:
            raise LookupError(f'unknown encoding: {encoding}') from None
    _sync()
    data = b''
    if reading or (appending and updating):
        data = _corral_os.read(path)
    elif writing:
        _corral_os.write(path, b'', 'w')
    elif creating:
        _corral_os.write(path, b'', 'x')
    else:
        _corral_os.write(path, b'', 'a')
    readable = reading or updating
    writable = not reading or updating
    if binary:
        cls = BufferedRandom if updating else (BufferedReader if reading else BufferedWriter)
        f = object.__new__(cls)
        BytesIO.__init__(f, data)
        f._kind = '+' if updating else ('r' if reading else 'w')
        shown = mode.replace('t', '')
    else:
        f = object.__new__(TextIOWrapper)
        f.encoding = encoding if encoding is not None else 'UTF-8'
        f.errors = errors if errors is not None else 'strict'
        content = data.decode(f.encoding, f.errors)
        StringIO.__init__(f, '', '\n' if newline is None else newline)
        # An updated file is written back whole: translating its line ends
        # on the way in would rewrite every one of them.
        if newline is None and not updating:
            content = content.replace('\r\n', '\n').replace('\r', '\n')
        f._buf = content
        f._len = len(content)
        f.newlines = None
        shown = mode.replace('t', '').replace('b', '')
    f._setup(name, path, shown, readable, writable, appending, f._len)
    if appending:
        f._pos = f._len
    return f


for _c in (IOBase, RawIOBase, BufferedIOBase, TextIOBase, StringIO, BytesIO, TextIOWrapper,
           BufferedReader, BufferedWriter, BufferedRandom):
    _c.__module__ = '_io'
del _c
