"""lzma for corral, over the native _lzma (liblzma, so the bytes are those
CPython writes).

The native side is stateless, so compressors and decompressors are plain
guest objects (as zlib's are): a compressor hands out what CPython's does
before any data is encoded (the stream header, then an xz block's header
with the first data), keeps what it is given and encodes it all when
flushed (CPython also hands out LZMA2 chunks as they fill, and FORMAT_ALONE
bytes as they come: the joined output is the same); a decompressor keeps
the stream's input and decodes it again from the start on each call,
skipping what it already handed out (quadratic for a long stream fed in
many small pieces).
"""

import operator

import _compression
import _lzma

__all__ = [
    'CHECK_NONE', 'CHECK_CRC32', 'CHECK_CRC64', 'CHECK_SHA256',
    'CHECK_ID_MAX', 'CHECK_UNKNOWN',
    'FILTER_LZMA1', 'FILTER_LZMA2', 'FILTER_DELTA', 'FILTER_X86', 'FILTER_IA64',
    'FILTER_ARM', 'FILTER_ARMTHUMB', 'FILTER_POWERPC', 'FILTER_SPARC',
    'FORMAT_AUTO', 'FORMAT_XZ', 'FORMAT_ALONE', 'FORMAT_RAW',
    'MF_HC3', 'MF_HC4', 'MF_BT2', 'MF_BT3', 'MF_BT4',
    'MODE_FAST', 'MODE_NORMAL', 'PRESET_DEFAULT', 'PRESET_EXTREME',
    'LZMACompressor', 'LZMADecompressor', 'LZMAFile', 'LZMAError',
    'open', 'compress', 'decompress', 'is_check_supported',
]

FORMAT_AUTO, FORMAT_XZ, FORMAT_ALONE, FORMAT_RAW = 0, 1, 2, 3
CHECK_NONE, CHECK_CRC32, CHECK_CRC64, CHECK_SHA256 = 0, 1, 4, 10
CHECK_ID_MAX, CHECK_UNKNOWN = 15, 16
FILTER_LZMA1 = 0x4000000000000001
FILTER_LZMA2 = 0x21
FILTER_DELTA = 3
FILTER_X86, FILTER_POWERPC, FILTER_IA64 = 4, 5, 6
FILTER_ARM, FILTER_ARMTHUMB, FILTER_SPARC = 7, 8, 9
MF_HC3, MF_HC4, MF_BT2, MF_BT3, MF_BT4 = 0x03, 0x04, 0x12, 0x13, 0x14
MODE_FAST, MODE_NORMAL = 1, 2
PRESET_DEFAULT = 6
PRESET_EXTREME = 0x80000000

_BCJ = (FILTER_X86, FILTER_POWERPC, FILTER_IA64, FILTER_ARM, FILTER_ARMTHUMB,
        FILTER_SPARC)
_LZMA_KEYS = ('preset', 'dict_size', 'lc', 'lp', 'pb', 'mode', 'nice_len',
              'mf', 'depth')
_XZ_MAGIC = b'\xfd7zXZ\x00'



def _joined(pieces):
    # One piece is used as it is (no copy of a possibly large input).
    return pieces[0] if len(pieces) == 1 else b''.join(pieces)


class LZMAError(Exception):
    """Call to liblzma failed."""


LZMAError.__module__ = '_lzma'


def is_check_supported(check_id, /):
    check_id = operator.index(check_id)
    return check_id in (CHECK_NONE, CHECK_CRC32, CHECK_CRC64, CHECK_SHA256)


def _int(v):
    return operator.index(v)


def _uint32(v):
    v = _int(v)
    if v < 0:
        raise OverflowError("can't convert negative int to unsigned")
    if v > 0xFFFFFFFF:
        raise OverflowError('Value too large for uint32_t type')
    return v


def _check_preset(preset):
    if (preset & 0x1F) > 9 or preset & ~(0x1F | PRESET_EXTREME):
        raise LZMAError('Invalid compression preset: %d' % preset)


def _filter_spec(spec):
    """A filter dict as the list the native side reads: id, then its
    options in a fixed order, -1 where not given."""
    if not hasattr(spec, 'keys') or not hasattr(spec, '__getitem__'):
        raise TypeError('Filter specifier must be a dict or dict-like object')
    if 'id' not in spec:
        raise ValueError('Filter specifier must have an "id" entry')
    fid = _int(spec['id'])
    if fid in (FILTER_LZMA1, FILTER_LZMA2):
        for k in spec.keys():
            if k != 'id' and k not in _LZMA_KEYS:
                raise ValueError('Invalid filter specifier for LZMA filter')
        values = []
        for k in _LZMA_KEYS:
            if k in spec:
                v = _uint32(spec[k])
                if k == 'preset':
                    _check_preset(v)
                values.append(v)
            else:
                values.append(-1)
        return [fid] + values
    if fid == FILTER_DELTA:
        for k in spec.keys():
            if k not in ('id', 'dist'):
                raise ValueError('Invalid filter specifier for delta filter')
        return [fid, _uint32(spec['dist']) if 'dist' in spec else -1]
    if fid in _BCJ:
        for k in spec.keys():
            if k not in ('id', 'start_offset'):
                raise ValueError('Invalid filter specifier for BCJ filter')
        return [fid, _uint32(spec['start_offset']) if 'start_offset' in spec else -1]
    raise ValueError('Invalid filter ID: %d' % fid)


def _filter_chain(filters):
    if filters is None:
        return None
    specs = [_filter_spec(f) for f in filters]
    if len(specs) > 4:
        raise ValueError('Too many filters - liblzma supports a maximum of 4')
    return specs


def _alone_header(preset, specs):
    """The 13-byte header of a FORMAT_ALONE stream: properties, dictionary
    size (rounded as the encoder writes it), unknown length."""
    dict_pow2 = (18, 20, 21, 22, 22, 23, 23, 24, 25, 26)
    lc, lp, pb = 3, 0, 2
    if specs is None:
        dict_size = 1 << dict_pow2[preset & 0x1F]
    else:
        s = specs[0]
        p = s[1] if s[1] >= 0 else PRESET_DEFAULT
        dict_size = s[2] if s[2] >= 0 else 1 << dict_pow2[p & 0x1F]
        lc = s[3] if s[3] >= 0 else lc
        lp = s[4] if s[4] >= 0 else lp
        pb = s[5] if s[5] >= 0 else pb
    d = dict_size - 1
    for shift in (2, 3, 4, 8, 16):
        d |= d >> shift
    if d != 0xFFFFFFFF:
        d += 1
    return bytes([(pb * 5 + lp) * 9 + lc]) + d.to_bytes(4, 'little') + b'\xff' * 8


def _xz_header(check):
    import zlib
    flags = bytes([0, check])
    return _XZ_MAGIC + flags + zlib.crc32(flags).to_bytes(4, 'little')


def _vli(n):
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _dict_props(dict_size):
    """LZMA2's one-byte encoding of a dictionary size (rounded up)."""
    d = max(dict_size, 4096) - 1
    for shift in (2, 3, 4, 8, 16):
        d |= d >> shift
    if d == 0xFFFFFFFF:
        return 40
    n = d + 1
    top = n.bit_length() - 1
    return 2 * top + ((n >> (top - 1)) & 1) - 24


def _xz_block_header(preset, specs):
    """The header of the block an xz encoder starts with its first input
    (without sizes, as a streaming encoder writes it)."""
    dict_pow2 = (18, 20, 21, 22, 22, 23, 23, 24, 25, 26)
    if specs is None:
        specs = [[FILTER_LZMA2, preset] + [-1] * 8]
    body = bytearray([len(specs) - 1])
    for s in specs:
        fid = s[0]
        if fid == FILTER_LZMA2:
            p = s[1] if s[1] >= 0 else PRESET_DEFAULT
            size = s[2] if s[2] >= 0 else 1 << dict_pow2[p & 0x1F]
            props = bytes([_dict_props(size)])
        elif fid == FILTER_DELTA:
            props = bytes([(s[1] if s[1] >= 0 else 1) - 1])
        elif s[1] > 0:
            props = s[1].to_bytes(4, 'little')
        else:
            props = b''
        body += _vli(fid) + _vli(len(props)) + props
    total = (1 + len(body) + 4 + 3) // 4 * 4
    head = bytes([total // 4 - 1]) + bytes(body)
    head += bytes(total - 4 - len(head))
    import zlib
    return head + zlib.crc32(head).to_bytes(4, 'little')


class LZMACompressor:
    """Incremental compressor; the output of compress() and flush() joined
    is one stream."""

    def __init__(self, format=FORMAT_XZ, check=-1, preset=None, filters=None):
        format = _int(format)
        check = _int(check)
        if format not in (FORMAT_XZ, FORMAT_ALONE, FORMAT_RAW):
            raise ValueError('Invalid container format: %d' % format)
        if format != FORMAT_XZ and check not in (-1, CHECK_NONE):
            raise ValueError('Integrity checks are only supported by FORMAT_XZ')
        if preset is not None and filters is not None:
            raise ValueError('Cannot specify both preset and filter chain')
        preset = PRESET_DEFAULT if preset is None else _uint32(preset)
        specs = _filter_chain(filters)
        if format == FORMAT_RAW and specs is None:
            raise ValueError('Must specify filters for FORMAT_RAW')
        if format == FORMAT_ALONE:
            if specs is None:
                _check_preset(preset)
            elif len(specs) != 1 or specs[0][0] != FILTER_LZMA1:
                raise ValueError('Invalid filter chain for FORMAT_ALONE - '
                                 'must be a single LZMA1 filter')
        if format == FORMAT_XZ:
            if check == -1:
                check = CHECK_CRC64
            if not 0 <= check <= CHECK_ID_MAX:
                raise LZMAError('Internal error')
            if not is_check_supported(check):
                raise LZMAError('Unsupported integrity check')
            if specs is None and ((preset & 0x1F) > 9
                                  or preset & ~(0x1F | PRESET_EXTREME)):
                raise LZMAError('Invalid or unsupported options')
        self._format = format
        self._check = check
        self._preset = preset
        self._specs = specs
        if specs is not None:
            # Options liblzma refuses are refused now, as CPython makes
            # its encoder here.
            _lzma.compress(b'', format, check, preset, specs)
        self._pending = []
        self._sent = b''
        self._started = False
        self._in_block = False
        self._flushed = False

    def compress(self, data, /):
        data = _compression.bytes_like(data)
        if self._flushed:
            raise ValueError('Compressor has been flushed')
        self._pending.append(data)
        out = b''
        if not self._started:
            self._started = True
            if self._format == FORMAT_XZ:
                out = _xz_header(self._check)
            elif self._format == FORMAT_ALONE:
                out = _alone_header(self._preset, self._specs)
        if data and not self._in_block and self._format == FORMAT_XZ:
            self._in_block = True
            out += _xz_block_header(self._preset, self._specs)
        self._sent += out
        return out

    def flush(self):
        if self._flushed:
            raise ValueError('Repeated call to flush()')
        self._flushed = True
        data = _joined(self._pending)
        self._pending = []
        out = _lzma.compress(data, self._format, self._check, self._preset,
                             self._specs)
        return out[len(self._sent):]

    def __reduce__(self):
        raise TypeError("cannot pickle '_lzma.LZMACompressor' object")


LZMACompressor.__module__ = '_lzma'


class LZMADecompressor:
    """Incremental decompressor of one stream."""

    def __init__(self, format=FORMAT_AUTO, memlimit=None, filters=None):
        format = _int(format)
        if memlimit is not None:
            if format == FORMAT_RAW:
                raise ValueError('Cannot specify memory limit with FORMAT_RAW')
            memlimit = _int(memlimit)
            if memlimit < 0:
                raise OverflowError("can't convert negative int to unsigned")
        if format == FORMAT_RAW and filters is None:
            raise ValueError('Must specify filters for FORMAT_RAW')
        if format != FORMAT_RAW and filters is not None:
            raise ValueError('Cannot specify filters except with FORMAT_RAW')
        if format not in (FORMAT_AUTO, FORMAT_XZ, FORMAT_ALONE, FORMAT_RAW):
            raise ValueError('Invalid container format: %d' % format)
        self._format = format
        self._memlimit = -1 if memlimit is None else memlimit
        self._specs = _filter_chain(filters)
        if self._specs is not None:
            # Bad options are refused when the decoder is made.
            _lzma.decompress(b'', format, -1, self._specs, 0, 0)
        self._input = b''
        self._produced = 0
        self.eof = False
        self.unused_data = b''
        self.needs_input = True
        self.check = CHECK_UNKNOWN if format in (FORMAT_AUTO, FORMAT_XZ) else CHECK_NONE

    def decompress(self, data, max_length=-1):
        data = _compression.bytes_like(data)
        max_length = _int(max_length)
        if self.eof:
            raise EOFError('Already at end of stream')
        buf = self._input + data if self._input else data
        try:
            out, used, ended = _lzma.decompress(buf, self._format, self._memlimit,
                                                self._specs, self._produced,
                                                max_length)
        finally:
            if self.check == CHECK_UNKNOWN and buf:
                if buf[:1] != b'\xfd':
                    if self._format == FORMAT_AUTO:
                        self.check = CHECK_NONE
                elif len(buf) >= 12 and buf[:6] == _XZ_MAGIC:
                    self.check = buf[7] & 0x0F
        self._produced += len(out)
        if ended:
            self.eof = True
            self.needs_input = False
            self.unused_data = buf[used:]
            self._input = b''
        else:
            self._input = buf
            if used < len(buf):
                self.needs_input = False
            else:
                self.needs_input = not (max_length >= 0 and len(out) == max_length)
        return out

    def __reduce__(self):
        raise TypeError("cannot pickle '_lzma.LZMADecompressor' object")


LZMADecompressor.__module__ = '_lzma'


def compress(data, format=FORMAT_XZ, check=-1, preset=None, filters=None):
    c = LZMACompressor(format, check, preset, filters)
    return c.compress(data) + c.flush()


def _streams(data, format, memlimit, filters, truncated):
    pieces = []
    while True:
        d = LZMADecompressor(format, memlimit, filters)
        try:
            out = d.decompress(data)
        except LZMAError:
            if pieces:
                break
            raise
        pieces.append(out)
        if not d.eof:
            raise truncated
        data = d.unused_data
        if not data:
            break
    return b''.join(pieces)


def decompress(data, format=FORMAT_AUTO, memlimit=None, filters=None):
    return _streams(_compression.bytes_like(data), format, memlimit, filters,
                    LZMAError('Compressed data ended before the '
                              'end-of-stream marker was reached'))


_READ_MODES = ('r', 'rb')
_WRITE_MODES = ('w', 'wb', 'a', 'ab', 'x', 'xb')


class LZMAFile(_compression.WholeFile):
    """A file of xz or lzma streams, read or written whole."""

    def __init__(self, filename=None, mode='r', *, format=None, check=-1,
                 preset=None, filters=None):
        if mode in _READ_MODES:
            if check != -1:
                raise ValueError('Cannot specify an integrity check '
                                 'when opening a file for reading')
            if preset is not None:
                raise ValueError('Cannot specify a preset compression '
                                 'level when opening a file for reading')
            if format is None:
                format = FORMAT_AUTO
            # Checked now, as CPython makes its decompressor on opening.
            LZMADecompressor(format, None, filters)
            code = _compression._READ
        elif mode in _WRITE_MODES:
            if format is None:
                format = FORMAT_XZ
            LZMACompressor(format, check, preset, filters)
            code = _compression._WRITE
        else:
            raise ValueError('Invalid mode: {!r}'.format(mode))
        self._args = (format, check, preset, filters)
        self._setup(filename, mode[0], code)

    def _decode(self, data):
        format, _, _, filters = self._args
        truncated = EOFError('Compressed file ended before the '
                             'end-of-stream marker was reached')
        if not data:
            raise truncated
        return _streams(data, format, None, filters, truncated)

    def _encode(self, data):
        return compress(data, *self._args)


def open(filename, mode='rb', *, format=None, check=-1, preset=None,
         filters=None, encoding=None, errors=None, newline=None):
    _compression.check_open_args(mode, encoding, errors, newline)
    binary = LZMAFile(filename, mode.replace('t', ''), format=format,
                      check=check, preset=preset, filters=filters)
    return _compression.text_or_binary(binary, mode, encoding, errors, newline)
