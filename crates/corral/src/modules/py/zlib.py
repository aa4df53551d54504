"""zlib for corral, over flate2 (zlib-rs) in _zlib.

The native side is stateless, so compression and decompression objects are
plain guest objects that copy() and snapshots handle like any other:

* a compression object keeps the data it was given and deflates it when
  flushed; each flush that is not the last one ends a segment with a sync
  flush, so what was flushed decodes on its own;
* a decompression object keeps the compressed input it has consumed and how
  much output it handed out, and inflates again from the stream's start on
  each call (simple, but quadratic for a stream fed in many small pieces).
"""

import _zlib

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_DEFAULT_STRATEGY = 0
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6
ZLIB_VERSION = '1.2.13'
ZLIB_RUNTIME_VERSION = '1.2.13'


class error(Exception):
    pass


def _data(data):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if isinstance(data, memoryview) or hasattr(type(data), '__corral_buffer__'):
        return bytes(data)
    raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)


def _index(v, name):
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    return v.__index__()


def crc32(data, value=0, /):
    return _zlib.crc32(data, value)


def adler32(data, value=1, /):
    return _zlib.adler32(data, value)


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    data = _data(data)
    level = _index(level, 'level')
    wbits = _index(wbits, 'wbits')
    check = 0 if 24 <= wbits <= 31 else 1
    return _zlib.compress(data, level, wbits, True, True, check, len(data))[0]


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    data = _data(data)
    wbits = _index(wbits, 'wbits')
    if _index(bufsize, 'bufsize') < 0:
        raise ValueError('bufsize must be non-negative')
    return _zlib.inflate(data, wbits, 0, 0, True)[0]


class _Compress:
    __slots__ = ('_level', '_wbits', '_pending', '_started', '_check',
                 '_total', '_ended')

    def __copy__(self):
        return self.copy()

    def compress(self, data, /):
        data = _data(data)
        if self._ended:
            raise error('Error -2 while compressing data: inconsistent stream state')
        self._pending.append(data)
        return b''

    def flush(self, mode=Z_FINISH, /):
        mode = _index(mode, 'mode')
        if mode == Z_NO_FLUSH:
            return b''
        if self._ended:
            raise error('Error -2 while flushing: inconsistent stream state')
        data = b''.join(self._pending)
        self._pending = []
        self._total += len(data)
        finish = mode == Z_FINISH
        out, self._check = _zlib.compress(data, self._level, self._wbits,
                                          not self._started, finish,
                                          self._check, self._total)
        self._started = True
        self._ended = finish
        return out

    def copy(self):
        if self._ended:
            raise ValueError('Inconsistent stream state')
        c = _Compress.__new__(_Compress)
        c._level = self._level
        c._wbits = self._wbits
        c._pending = list(self._pending)
        c._started = self._started
        c._check = self._check
        c._total = self._total
        c._ended = False
        return c


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS,
                memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=None):
    level = _index(level, 'level')
    wbits = _index(wbits, 'wbits')
    memLevel = _index(memLevel, 'memLevel')
    strategy = _index(strategy, 'strategy')
    if zdict is not None:
        raise NotImplementedError('zlib.compressobj: zdict is not supported in corral')
    if (method != DEFLATED or not -1 <= level <= 9 or not 1 <= memLevel <= 9
            or not 0 <= strategy <= 4
            or not (8 <= wbits <= 15 or -15 <= wbits <= -8 or 24 <= wbits <= 31)):
        raise ValueError('Invalid initialization option')
    c = _Compress.__new__(_Compress)
    c._level = level
    c._wbits = wbits
    c._pending = []
    c._started = False
    c._check = 0 if wbits >= 24 else 1
    c._total = 0
    c._ended = False
    return c


class _Decompress:
    __slots__ = ('_wbits', '_input', '_produced', 'unused_data',
                 'unconsumed_tail', 'eof')

    def __copy__(self):
        return self.copy()

    def decompress(self, data, /, max_length=0):
        data = _data(data)
        max_length = _index(max_length, 'max_length')
        if max_length < 0:
            raise ValueError('max_length must be non-negative')
        if self.eof:
            self.unused_data += data
            return b''
        buf = self._input + data
        out, used, ended = _zlib.inflate(buf, self._wbits, self._produced,
                                         max_length, False)
        self._produced += len(out)
        if ended:
            self.eof = True
            self.unused_data = buf[used:]
            self.unconsumed_tail = b''
            self._input = b''
        else:
            self._input = buf[:used]
            self.unconsumed_tail = buf[used:]
        return out

    def flush(self, length=DEF_BUF_SIZE, /):
        if _index(length, 'length') <= 0:
            raise ValueError('length must be greater than zero')
        if self.eof:
            return b''
        tail = self.unconsumed_tail
        self.unconsumed_tail = b''
        return self.decompress(tail)

    def copy(self):
        d = _Decompress.__new__(_Decompress)
        d._wbits = self._wbits
        d._input = self._input
        d._produced = self._produced
        d.unused_data = self.unused_data
        d.unconsumed_tail = self.unconsumed_tail
        d.eof = self.eof
        return d


def decompressobj(wbits=MAX_WBITS, zdict=b''):
    wbits = _index(wbits, 'wbits')
    if zdict:
        raise NotImplementedError('zlib.decompressobj: zdict is not supported in corral')
    if not (wbits == 0 or 8 <= wbits <= 15 or -15 <= wbits <= -8
            or 24 <= wbits <= 31 or 40 <= wbits <= 47):
        raise ValueError('Invalid initialization option')
    d = _Decompress.__new__(_Decompress)
    d._wbits = wbits
    d._input = b''
    d._produced = 0
    d.unused_data = b''
    d.unconsumed_tail = b''
    d.eof = False
    return d
