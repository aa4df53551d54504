"""bz2 for corral, over the native _bz2 (libbzip2's algorithm, so the bytes
are those CPython writes).

The native side is stateless, so compressors and decompressors are plain
guest objects (as zlib's are): a compressor keeps what it is given and
encodes it all when flushed (its compress() calls return b'', where CPython
hands out each 100-900 kB block as it fills: the joined output is the
same); a decompressor keeps the stream's input and decodes it again from
the start on each call, skipping what it already handed out.
"""

import operator

import _bz2
import _compression

__all__ = ['BZ2File', 'BZ2Compressor', 'BZ2Decompressor', 'open',
           'compress', 'decompress']


def _level(compresslevel):
    compresslevel = operator.index(compresslevel)
    if not 1 <= compresslevel <= 9:
        raise ValueError('compresslevel must be between 1 and 9')
    return compresslevel



def _joined(pieces):
    # One piece is used as it is (no copy of a possibly large input).
    return pieces[0] if len(pieces) == 1 else b''.join(pieces)


class BZ2Compressor:
    """Incremental compressor; the output of compress() and flush() joined
    is one bzip2 stream."""

    def __init__(self, compresslevel=9, /):
        self._level = _level(compresslevel)
        self._pending = []
        self._flushed = False

    def compress(self, data, /):
        data = _compression.bytes_like(data)
        if self._flushed:
            raise ValueError('Compressor has been flushed')
        self._pending.append(data)
        return b''

    def flush(self):
        if self._flushed:
            raise ValueError('Repeated call to flush()')
        self._flushed = True
        data = _joined(self._pending)
        self._pending = []
        return _bz2.compress(data, self._level)

    def __reduce__(self):
        raise TypeError("cannot pickle '_bz2.BZ2Compressor' object")


BZ2Compressor.__module__ = '_bz2'


class BZ2Decompressor:
    """Incremental decompressor of one bzip2 stream."""

    def __init__(self):
        self._input = b''
        self._produced = 0
        self.eof = False
        self.unused_data = b''
        self.needs_input = True

    def decompress(self, data, max_length=-1):
        data = _compression.bytes_like(data)
        max_length = operator.index(max_length)
        if self.eof:
            raise EOFError('End of stream already reached')
        buf = self._input + data if self._input else data
        out, used, ended = _bz2.decompress(buf, self._produced, max_length)
        self._produced += len(out)
        if ended:
            self.eof = True
            self.needs_input = False
            self.unused_data = buf[used:]
            self._input = b''
        else:
            self._input = buf
            self.needs_input = used == len(buf)
        return out

    def __reduce__(self):
        raise TypeError("cannot pickle '_bz2.BZ2Decompressor' object")


BZ2Decompressor.__module__ = '_bz2'


def compress(data, compresslevel=9):
    return _bz2.compress(_compression.bytes_like(data), _level(compresslevel))


def _streams(data, on_truncated):
    """The content of the bzip2 streams in `data`, one after another: data
    that is not a stream after the first ends it; a truncated stream raises
    `on_truncated`."""
    data = _compression.bytes_like(data)
    pieces = []
    while data:
        try:
            out, used, ended = _bz2.decompress(data, 0, -1)
        except OSError:
            if pieces:
                break
            raise
        if not ended:
            raise on_truncated('Compressed data ended before the '
                               'end-of-stream marker was reached'
                               if on_truncated is ValueError else
                               'Compressed file ended before the '
                               'end-of-stream marker was reached')
        pieces.append(out)
        data = data[used:]
    return b''.join(pieces)


def decompress(data):
    return _streams(data, ValueError)


_MODES = {'': 'r', 'r': 'r', 'rb': 'r', 'w': 'w', 'wb': 'w',
          'x': 'x', 'xb': 'x', 'a': 'a', 'ab': 'a'}


class BZ2File(_compression.WholeFile):
    """A file of bzip2 streams, read or written whole."""

    def __init__(self, filename, mode='r', *, compresslevel=9):
        if not isinstance(mode, str) or mode not in _MODES:
            raise ValueError('Invalid mode: %r' % (mode,))
        self._level = _level(compresslevel)
        kind = _MODES[mode]
        code = _compression._READ if kind == 'r' else _compression._WRITE
        self._setup(filename, kind, code)

    def _decode(self, data):
        if not data:
            raise EOFError('Compressed file ended before the '
                           'end-of-stream marker was reached')
        return _streams(data, EOFError)

    def _encode(self, data):
        return _bz2.compress(data, self._level)


def open(filename, mode='rb', compresslevel=9, encoding=None, errors=None,
         newline=None):
    _compression.check_open_args(mode, encoding, errors, newline)
    binary = BZ2File(filename, mode.replace('t', ''), compresslevel=compresslevel)
    return _compression.text_or_binary(binary, mode, encoding, errors, newline)
