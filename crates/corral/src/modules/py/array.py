"""The `array` module: typed arrays stored compactly in a bytearray (so every
growth goes through the engine's charged allocation). Items are packed with
`struct` in little-endian standard sizes, which equal the native sizes of
the platform CPython reports for these typecodes."""

import struct as _struct
from _corral_buffer import exporting as _exporting

typecodes = 'bBuhHiIlLqQfd'

# typecode -> (itemsize, struct code)
_CODES = {
    'b': (1, 'b'), 'B': (1, 'B'), 'u': (4, 'I'), 'h': (2, 'h'), 'H': (2, 'H'),
    'i': (4, 'i'), 'I': (4, 'I'), 'l': (8, 'q'), 'L': (8, 'Q'),
    'q': (8, 'q'), 'Q': (8, 'Q'), 'f': (4, 'f'), 'd': (8, 'd'),
}

_WORDS = {1: 'B', 2: 'H', 4: 'I', 8: 'Q'}

# Items converted and packed per chunk while extending from an iterator.
_CHUNK = 4096

_LONG_MIN = -(1 << 63)
_LONG_MAX = (1 << 63) - 1
_ULONG_MAX = (1 << 64) - 1
_FLT_EDGE = 3.4028235677973366e+38


def _as_index(v):
    if isinstance(v, int):
        return int(v)
    f = getattr(type(v), '__index__', None)
    if f is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__)
    return f(v)


def _range(v, lo, hi, what):
    if v < lo:
        raise OverflowError(what + ' is less than minimum')
    if v > hi:
        raise OverflowError(what + ' is greater than maximum')


def _long(v):
    if not _LONG_MIN <= v <= _LONG_MAX:
        raise OverflowError('Python int too large to convert to C long')


def _unsigned(v):
    if v < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if v > _ULONG_MAX:
        raise OverflowError('Python int too large to convert to C unsigned long')


def _check_int(tc, v):
    """CPython's conversion chain for each typecode, messages included."""
    v = _as_index(v)
    if tc == 'b':
        _long(v)
        _range(v, -32768, 32767, 'signed short integer')
        _range(v, -128, 127, 'signed char')
    elif tc == 'B':
        _long(v)
        _range(v, 0, 255, 'unsigned byte integer')
    elif tc == 'h':
        _long(v)
        _range(v, -32768, 32767, 'signed short integer')
    elif tc == 'H':
        _long(v)
        _range(v, -(1 << 31), (1 << 31) - 1, 'signed integer')
        _range(v, 0, 65535, 'unsigned short')
    elif tc == 'i':
        _long(v)
        _range(v, -(1 << 31), (1 << 31) - 1, 'signed integer')
    elif tc == 'I':
        _unsigned(v)
        if v > 0xFFFFFFFF:
            raise OverflowError('unsigned int is greater than maximum')
    elif tc == 'l':
        _long(v)
    elif tc == 'L':
        _unsigned(v)
    elif tc == 'q':
        if not _LONG_MIN <= v <= _LONG_MAX:
            raise OverflowError('int too big to convert')
    elif tc == 'Q':
        if v < 0:
            raise OverflowError("can't convert negative int to unsigned")
        if v > _ULONG_MAX:
            raise OverflowError('int too big to convert')
    return v


def _check_float(tc, v):
    if isinstance(v, float):
        x = v
    elif isinstance(v, int):
        x = float(v)
    else:
        f = getattr(type(v), '__float__', None)
        if f is None:
            if getattr(type(v), '__index__', None) is not None:
                x = float(v.__index__())
            else:
                raise TypeError('must be real number, not %s' % type(v).__name__)
        else:
            x = f(v)
    if tc == 'f' and x == x and abs(x) >= _FLT_EDGE:
        # C's double-to-float conversion saturates to infinity.
        x = float('inf') if x > 0 else float('-inf')
    return x


def _check_char(v):
    if not isinstance(v, str) or len(v) != 1:
        raise TypeError('array item must be unicode character')
    return ord(v)


class array:
    # CPython's tp_name, which its messages show.
    __corral_tp_name__ = 'array.array'
    # No instance __dict__, as in CPython (subclasses get one).
    __slots__ = ('_tc', '_size', '_code', '_b', '__weakref__')

    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError('array() argument 1 must be a unicode character, not %s'
                            % type(typecode).__name__)
        if typecode not in _CODES:
            raise ValueError('bad typecode (must be b, B, u, h, H, i, I, l, L, '
                             'q, Q, f or d)')
        self._tc = typecode
        self._size, code = _CODES[typecode]
        self._code = code
        self._b = bytearray()
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != 'u':
                raise TypeError('cannot use a str to initialize an array with '
                                "typecode '%s'" % typecode)
            self.fromunicode(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._tc == 'u' and typecode != 'u':
                raise TypeError("cannot use a unicode array to initialize an "
                                "array with typecode '%s'" % typecode)
            self._b = bytearray(self._pack(initializer.tolist()))
        else:
            self.extend(initializer)

    # -- packing --------------------------------------------------------------
    def _conv(self, v):
        tc = self._tc
        if tc in 'fd':
            return _check_float(tc, v)
        if tc == 'u':
            return _check_char(v)
        return _check_int(tc, v)

    def _pack(self, values):
        vals = [self._conv(v) for v in values]
        return _struct.pack('<%d%s' % (len(vals), self._code), *vals)

    def _out(self, vals):
        if self._tc == 'u':
            return [chr(c) for c in vals]
        return vals

    def _get(self, i):
        s = self._size
        v = _struct.unpack_from('<' + self._code, self._b, i * s)[0]
        return chr(v) if self._tc == 'u' else v

    def _norm(self, i, msg):
        if not hasattr(type(i), '__index__'):
            raise TypeError('array indices must be integers')
        i = i.__index__()
        n = len(self._b) // self._size
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(msg)
        return i

    # -- exports -----------------------------------------------------------
    def _locked(self):
        # A memoryview of this array (registered on `_b`) pins its size.
        if _exporting(self._b):
            raise BufferError('cannot resize an array that is exporting buffers')

    def _resize(self, nbytes):
        if nbytes != len(self._b):
            self._locked()

    def _grow(self, data):
        if data:
            self._locked()
            self._b += data

    def _new(self, raw):
        a = array(self._tc)
        a._b = bytearray(raw)
        return a

    # -- attributes ----------------------------------------------------------
    @property
    def typecode(self):
        return self._tc

    @property
    def itemsize(self):
        return self._size

    def __corral_buffer__(self):
        # CPython reports its wide-char arrays to buffers as format 'w'.
        return self._b, 'w' if self._tc == 'u' else self._tc, self._size, False

    def buffer_info(self):
        return (id(self._b), len(self))

    # -- sequence ------------------------------------------------------------
    def __len__(self):
        return len(self._b) // self._size

    def tolist(self):
        n = len(self)
        if self._tc == 'B':
            return list(self._b)
        return self._out(list(_struct.unpack('<%d%s' % (n, self._code), self._b)))

    def __iter__(self):
        return iter(self.tolist())

    def __reversed__(self):
        return reversed(self.tolist())

    def __getitem__(self, key):
        if isinstance(key, slice):
            start, stop, step = key.indices(len(self))
            s = self._size
            if step == 1:
                return self._new(self._b[start * s:max(start, stop) * s])
            return self._new(b''.join(bytes(self._b[k * s:(k + 1) * s])
                                      for k in range(start, stop, step)))
        return self._get(self._norm(key, 'array index out of range'))

    def __setitem__(self, key, value):
        s = self._size
        if isinstance(key, slice):
            if not isinstance(value, array):
                raise TypeError('can only assign array (not "%s") to array slice'
                                % type(value).__name__)
            if value._tc != self._tc:
                raise TypeError('bad argument type for built-in operation')
            data = bytes(value._b)
            start, stop, step = key.indices(len(self))
            if not data:
                # Assigning nothing deletes, and is refused even when empty.
                self._locked()
            if step == 1:
                if len(data) != max(0, stop - start) * s:
                    self._locked()
                self._b[start * s:max(start, stop) * s] = data
                return
            idx = range(start, stop, step)
            if not data:
                self.__delitem__(key)
                return
            if len(data) != len(idx) * s:
                raise ValueError('attempt to assign array of size %d to extended '
                                 'slice of size %d' % (len(data) // s, len(idx)))
            for j, k in enumerate(idx):
                self._b[k * s:(k + 1) * s] = data[j * s:(j + 1) * s]
            return
        i = self._norm(key, 'array assignment index out of range')
        self._b[i * s:(i + 1) * s] = self._pack([value])

    def __delitem__(self, key):
        s = self._size
        if isinstance(key, slice):
            start, stop, step = key.indices(len(self))
            self._locked()
            idx = sorted(range(start, stop, step), reverse=True)
            if step == 1 and idx:
                del self._b[start * s:stop * s]
                return
            for k in idx:
                del self._b[k * s:(k + 1) * s]
            return
        i = self._norm(key, 'array assignment index out of range')
        self._locked()
        del self._b[i * s:(i + 1) * s]

    def __contains__(self, v):
        return v in self.tolist()

    # -- mutation ------------------------------------------------------------
    def append(self, v):
        self._grow(self._pack([v]))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._tc != self._tc:
                raise TypeError('can only extend with array of same kind')
            self._grow(iterable._b)
            return
        # Items before a bad one (or an iterator's exception) stay appended.
        done = []
        fmt = '<%d' + self._code
        try:
            for v in iterable:
                done.append(self._conv(v))
                if len(done) == _CHUNK:
                    self._grow(_struct.pack(fmt % len(done), *done))
                    done = []
        finally:
            self._grow(_struct.pack(fmt % len(done), *done))

    def insert(self, i, v):
        i = _as_index(i)
        n = len(self)
        if i < 0:
            i = max(0, i + n)
        i = min(i, n)
        data = self._pack([v])
        self._locked()
        self._b[i * self._size:i * self._size] = data

    def pop(self, i=-1):
        if not len(self):
            raise IndexError('pop from empty array')
        i = self._norm(_as_index(i), 'pop index out of range')
        v = self._get(i)
        s = self._size
        self._locked()
        del self._b[i * s:(i + 1) * s]
        return v

    def index(self, v, start=0, stop=None):
        items = self.tolist()
        n = len(items)
        if stop is None:
            stop = n
        start, stop, _ = slice(start, stop).indices(n)
        for k in range(start, stop):
            if items[k] == v:
                return k
        raise ValueError('array.index(x): x not in array')

    def remove(self, v):
        items = self.tolist()
        for k, x in enumerate(items):
            if x == v:
                s = self._size
                self._locked()
                del self._b[k * s:(k + 1) * s]
                return
        raise ValueError('array.remove(x): x not in array')

    def count(self, v):
        return sum(1 for x in self.tolist() if x == v)

    def _raw_words(self):
        # Items as unsigned words of the same size: exact for every typecode.
        n = len(self)
        code = _WORDS[self._size]
        return n, code, _struct.unpack('<%d%s' % (n, code), self._b)

    def reverse(self):
        n, code, words = self._raw_words()
        self._b[:] = _struct.pack('<%d%s' % (n, code), *words[::-1])

    def byteswap(self):
        n, code, words = self._raw_words()
        self._b[:] = _struct.pack('>%d%s' % (n, code), *words)

    def tobytes(self):
        return bytes(self._b)

    def frombytes(self, data):
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(data)
        if len(data) % self._size:
            raise ValueError('bytes length not a multiple of item size')
        self._grow(data)

    def fromlist(self, lst):
        if not isinstance(lst, list):
            raise TypeError('arg must be list')
        self._grow(self._pack(lst))

    def tounicode(self):
        if self._tc != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self.tolist())

    def fromunicode(self, s):
        if not isinstance(s, str):
            raise TypeError('fromunicode() argument must be str, not %s'
                            % type(s).__name__)
        if self._tc != 'u':
            raise ValueError('fromunicode() may only be called on unicode type arrays')
        self._grow(self._pack(list(s)))

    # -- operators -------------------------------------------------------------
    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array'
                            % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError('bad argument type for built-in operation')
        return self._new(self._b + other._b)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")'
                            % type(other).__name__)
        self.extend(other)
        return self

    def __mul__(self, n):
        if not hasattr(type(n), '__index__'):
            raise TypeError("can't multiply sequence by non-int of type '%s'"
                            % type(n).__name__)
        n = n.__index__()
        return self._new(bytes(self._b) * max(n, 0))

    __rmul__ = __mul__

    def __imul__(self, n):
        if not hasattr(type(n), '__index__'):
            raise TypeError("can't multiply sequence by non-int of type '%s'"
                            % type(n).__name__)
        n = n.__index__()
        self._resize(len(self._b) * max(n, 0))
        self._b[:] = bytes(self._b) * max(n, 0)
        return self

    def _cmp_items(self, other):
        if not isinstance(other, array):
            return None
        return self.tolist(), other.tolist()

    def __eq__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] == p[1]

    def __ne__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] != p[1]

    def __lt__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] < p[1]

    def __le__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] <= p[1]

    def __gt__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] > p[1]

    def __ge__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] >= p[1]

    # Unhashable, as mutable sequences are: the engine names the type.
    __hash__ = None

    def __copy__(self):
        return self._new(self._b)

    def __deepcopy__(self, memo):
        return self._new(self._b)

    def __reduce__(self):
        return (array, (self._tc, self.tolist()))

    def __repr__(self):
        if not len(self):
            return "array('%s')" % self._tc
        if self._tc == 'u':
            return 'array(%r, %r)' % (self._tc, self.tounicode())
        return 'array(%r, %r)' % (self._tc, self.tolist())


ArrayType = array
