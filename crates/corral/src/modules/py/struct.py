"""struct for corral: CPython's packing rules (modules/structmod.rs)."""

from _struct import pack, unpack, unpack_from, iter_unpack, calcsize, error

__all__ = ['calcsize', 'pack', 'unpack', 'unpack_from', 'iter_unpack',
           'Struct', 'error']


class Struct:
    __slots__ = ('_format', 'size')

    def __init__(self, format):
        size = calcsize(format)
        self._format = format.decode('ascii') if isinstance(format, bytes) else format
        self.size = size

    @property
    def format(self):
        return self._format

    def pack(self, *values):
        return pack(self._format, *values)

    def unpack(self, buffer):
        return unpack(self._format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self._format, buffer, offset)

    def iter_unpack(self, buffer):
        return iter_unpack(self._format, buffer)

    def __repr__(self):
        return '<_struct.Struct object>'


def _clearcache():
    pass
