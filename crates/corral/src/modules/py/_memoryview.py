"""The `memoryview` builtin, written in Python over the engine's bytes and
bytearray. A view keeps the exporter's byte buffer plus an offset, a byte
stride and an item count, so slices share memory and writes to a view of a
bytearray land in the bytearray itself. Items are decoded with `struct`
using little-endian standard sizes, which match the native ones here.

Every view of a bytearray (slices and casts included) registers itself with
the engine as an export of it until released, so the bytearray refuses to
change size meanwhile, as in CPython; a view that became garbage stops
counting once the engine sees it is unreachable (see vm/buffer_exports.rs)."""

import struct as _struct
import _memoryview_native as _nat
from _corral_buffer import export as _export, release as _unexport

# format -> (itemsize, struct code)
_FORMATS = {
    'B': (1, 'B'), 'b': (1, 'b'), 'c': (1, 'c'), '?': (1, '?'),
    'h': (2, 'h'), 'H': (2, 'H'), 'i': (4, 'i'), 'I': (4, 'I'),
    'l': (8, 'q'), 'L': (8, 'Q'), 'q': (8, 'q'), 'Q': (8, 'Q'),
    'n': (8, 'q'), 'N': (8, 'Q'), 'f': (4, 'f'), 'd': (8, 'd'),
    'w': (4, 'I'),
}
_BYTE_FORMATS = ('B', 'b', 'c')

_RELEASED = 'operation forbidden on released memoryview object'
_new_instance = object.__new__


def _source(obj, who='memoryview: '):
    """(buffer, format, itemsize, readonly) of a bytes-like object."""
    if isinstance(obj, bytes):
        return obj, 'B', 1, True
    if isinstance(obj, bytearray):
        return obj, 'B', 1, False
    if isinstance(obj, memoryview):
        obj._check()
        return None, obj._fmt, obj._itemsize, obj._readonly
    buf = getattr(type(obj), '__corral_buffer__', None)
    if buf is not None:
        return buf(obj)
    raise TypeError("%sa bytes-like object is required, not '%s'"
                    % (who, type(obj).__name__))


def _item_index(key):
    k = key.__index__()
    if not -_INDEX_LIMIT <= k < _INDEX_LIMIT:
        raise IndexError("cannot fit 'int' into an index-sized integer")
    return k


_INDEX_LIMIT = 1 << 63


class memoryview:
    __slots__ = ('_obj', '_buf', '_off', '_stride', '_count', '_fmt',
                 '_itemsize', '_readonly', '_released')

    def __new__(cls, *args, **kwargs):
        given = len(args) + len(kwargs)
        if given > 1:
            raise TypeError('memoryview() takes at most 1 argument (%d given)' % given)
        if args:
            object = args[0]
        elif 'object' in kwargs:
            object = kwargs['object']
        else:
            raise TypeError("memoryview() missing required argument 'object' (pos 1)")
        buf, fmt, size, ro = _source(object)
        self = _new_instance(cls)
        if buf is None:
            # A view of a view: same memory, same geometry.
            self._obj = object._obj
            self._buf = object._buf
            self._off = object._off
            self._stride = object._stride
            self._count = object._count
        else:
            self._obj = object
            self._buf = buf
            self._off = 0
            self._stride = size
            self._count = len(buf) // size
        self._fmt = fmt
        self._itemsize = size
        self._readonly = ro
        # While registered, the engine refuses to resize the bytearray.
        _export(self._buf, self)
        return self

    def _check(self):
        if self._released:
            raise ValueError(_RELEASED)

    def _derive(self, off, stride, count, fmt=None, size=None):
        v = _new_instance(memoryview)
        v._obj = self._obj
        v._buf = self._buf
        v._off = off
        v._stride = stride
        v._count = count
        v._fmt = self._fmt if fmt is None else fmt
        v._itemsize = self._itemsize if size is None else size
        v._readonly = self._readonly
        _export(v._buf, v)
        return v

    def _contiguous(self):
        return self._count <= 1 or self._stride == self._itemsize

    def _raw(self):
        n = self._count * self._itemsize
        if self._contiguous():
            return bytes(self._buf[self._off:self._off + n])
        if self._itemsize == 1:
            end = self._off + self._stride * self._count
            if self._stride < 0:
                end = end if end >= 0 else None
            return bytes(self._buf[self._off:end:self._stride])
        parts = []
        for k in range(self._count):
            p = self._off + k * self._stride
            parts.append(bytes(self._buf[p:p + self._itemsize]))
        return b''.join(parts)

    def _unpack_all(self):
        raw = self._raw()
        if self._fmt == 'B':
            return list(raw)
        code = _FORMATS[self._fmt.lstrip('@')][1]
        return list(_struct.unpack('<%d%s' % (self._count, code), raw))

    def _item(self, k):
        p = self._off + k * self._stride
        if self._fmt == 'B':
            return self._buf[p]
        code = _FORMATS[self._fmt.lstrip('@')][1]
        return _struct.unpack('<' + code, bytes(self._buf[p:p + self._itemsize]))[0]

    def _encode(self, value):
        fmt = self._fmt.lstrip('@')
        if fmt == 'c':
            if not isinstance(value, (bytes, bytearray)) or len(value) != 1:
                raise TypeError("memoryview: invalid type for format 'c'")
            return bytes(value)
        if fmt in ('f', 'd'):
            if not isinstance(value, (int, float)):
                raise TypeError("memoryview: invalid type for format '%s'" % fmt)
        elif fmt == '?':
            value = bool(value)
        elif not isinstance(value, int):
            raise TypeError("memoryview: invalid type for format '%s'" % fmt)
        try:
            return _struct.pack('<' + _FORMATS[fmt][1], value)
        except Exception:
            raise ValueError("memoryview: invalid value for format '%s'" % fmt)

    # -- attributes ------------------------------------------------------
    @property
    def obj(self):
        self._check()
        return self._obj

    @property
    def nbytes(self):
        self._check()
        return self._count * self._itemsize

    @property
    def readonly(self):
        self._check()
        return self._readonly

    @property
    def itemsize(self):
        self._check()
        return self._itemsize

    @property
    def format(self):
        self._check()
        return self._fmt

    @property
    def ndim(self):
        self._check()
        return 1

    @property
    def shape(self):
        self._check()
        return (self._count,)

    @property
    def strides(self):
        self._check()
        return (self._stride,)

    @property
    def suboffsets(self):
        self._check()
        return ()

    @property
    def contiguous(self):
        self._check()
        return self._contiguous()

    c_contiguous = contiguous
    f_contiguous = contiguous

    # -- protocol ----------------------------------------------------------
    def __len__(self):
        self._check()
        return self._count

    def __getitem__(self, key):
        self._check()
        if isinstance(key, slice):
            start, stop, step = key.indices(self._count)
            n = len(range(start, stop, step))
            return self._derive(self._off + start * self._stride,
                                self._stride * step, n)
        if not hasattr(type(key), '__index__'):
            raise TypeError('memoryview: invalid slice key')
        k = _item_index(key)
        if k < 0:
            k += self._count
        if not 0 <= k < self._count:
            raise IndexError('index out of bounds on dimension 1')
        return self._item(k)

    def __setitem__(self, key, value):
        self._check()
        if self._readonly:
            raise TypeError('cannot modify read-only memory')
        if isinstance(key, slice):
            start, stop, step = key.indices(self._count)
            idx = range(start, stop, step)
            src, sfmt, ssize, _ = _source(value, '')
            if src is None:
                data = value._raw()
            else:
                data = bytes(src)
            if sfmt.lstrip('@') != self._fmt.lstrip('@') or len(data) != len(idx) * self._itemsize:
                raise ValueError('memoryview assignment: lvalue and rvalue '
                                 'have different structures')
            size = self._itemsize
            buf = self._buf
            for j, k in enumerate(idx):
                p = self._off + k * self._stride
                buf[p:p + size] = data[j * size:(j + 1) * size]
            return
        if not hasattr(type(key), '__index__'):
            raise TypeError('memoryview: invalid slice key')
        k = _item_index(key)
        if k < 0:
            k += self._count
        if not 0 <= k < self._count:
            raise IndexError('index out of bounds on dimension 1')
        p = self._off + k * self._stride
        data = self._encode(value)
        self._buf[p:p + self._itemsize] = data

    def __delitem__(self, key):
        self._check()
        raise TypeError('cannot delete memory')

    def __iter__(self):
        self._check()
        return iter(self._unpack_all())

    def __eq__(self, other):
        if self is other:
            return True
        if self._released:
            return False
        if isinstance(other, memoryview):
            if other._released:
                return False
            theirs = other._unpack_all()
        else:
            try:
                src, sfmt, _, _ = _source(other)
            except TypeError:
                return NotImplemented
            if sfmt == 'B':
                theirs = list(src)
            else:
                theirs = memoryview(other)._unpack_all()
        return self._unpack_all() == theirs

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __hash__(self):
        self._check()
        if not self._readonly:
            raise ValueError('cannot hash writable memoryview object')
        if self._fmt.lstrip('@') not in _BYTE_FORMATS:
            raise ValueError('memoryview: hashing is restricted to formats '
                             "'B', 'b' or 'c'")
        return hash(self._raw())

    def __bytes__(self):
        self._check()
        return self._raw()

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc):
        self.release()

    def __repr__(self):
        if self._released:
            return '<released memory at 0x%x>' % id(self)
        return '<memory at 0x%x>' % id(self)

    # -- methods -------------------------------------------------------------
    def release(self):
        self._released = True
        _unexport(self)

    def tobytes(self, order='C'):
        self._check()
        return self._raw()

    def tolist(self):
        self._check()
        return self._unpack_all()

    def toreadonly(self):
        self._check()
        v = self._derive(self._off, self._stride, self._count)
        v._readonly = True
        return v

    def hex(self, *args):
        self._check()
        return self._raw().hex(*args)

    def cast(self, format, shape=None):
        self._check()
        if not isinstance(format, str):
            raise TypeError('memoryview: format argument must be a string')
        f = format[1:] if format.startswith('@') else format
        if f not in _FORMATS:
            raise ValueError('memoryview: destination format must be a native '
                             "single character format prefixed with an optional '@'")
        if not self._contiguous():
            raise TypeError('memoryview: casts are restricted to C-contiguous views')
        if self._fmt.lstrip('@') not in _BYTE_FORMATS and f not in _BYTE_FORMATS:
            raise TypeError('memoryview: cannot cast between two non-byte formats')
        size = _FORMATS[f][0]
        nbytes = self._count * self._itemsize
        if shape is not None:
            dims = list(shape)
            if len(dims) != 1:
                raise NotImplementedError('memoryview: multi-dimensional casts are not supported')
            if dims[0] * size != nbytes:
                raise TypeError('memoryview: product(shape) * itemsize != buffer size')
        if nbytes % size:
            raise TypeError('memoryview: length is not a multiple of itemsize')
        return self._derive(self._off, size, nbytes // size, format, size)


memoryview.__module__ = 'builtins'
# `_released` is set on an instance only once it is released (the class
# answers False until then): a live view's attributes stay within the size
# of a dict without a hash index.
memoryview._released = False


# The hot methods are native (modules/memoryview_native.rs): each takes a
# fast path for plain views of bytes and bytearrays and otherwise calls the
# method defined above, kept as _py<name>. The native code finds the fields
# by position, under these shared key strings.
memoryview._corral_keys = memoryview.__slots__
memoryview._corral_byte_fmt = 'B'
for _name, _native in {
        '__new__': 'mv_new', '__len__': 'mv_len', '__getitem__': 'mv_getitem',
        '__setitem__': 'mv_setitem', 'tobytes': 'mv_tobytes',
        '__bytes__': 'mv_bytes', 'tolist': 'mv_tolist', 'hex': 'mv_hex',
        '__eq__': 'mv_eq', 'release': 'mv_release', '__exit__': 'mv_exit',
        '__enter__': 'mv_enter'}.items():
    setattr(memoryview, '_py' + _name, getattr(memoryview, _name))
    setattr(memoryview, _name, getattr(_nat, _native))
del _name, _native
