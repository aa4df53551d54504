"""uuid for corral: immutable UUID objects and uuid1/3/4/5 (RFC 4122).

Randomness (uuid4, uuid1's clock sequence and node) comes from the random
module, so it follows the sandbox's seeding; the node is a random multicast
address, as RFC 4122 allows when no hardware address is available.
"""

from enum import Enum
import operator as _op

# The class body below shadows the builtins int and bytes with properties.
int_ = int
bytes_ = bytes

RESERVED_NCS = 'reserved for NCS compatibility'
RFC_4122 = 'specified in RFC 4122'
RESERVED_MICROSOFT = 'reserved for Microsoft compatibility'
RESERVED_FUTURE = 'reserved for future definition'

_BITS_128 = 1 << 128

# Widths of UUID(fields=...) members, in bits, in order.
_FIELD_BITS = (32, 16, 16, 8, 8, 48)


class SafeUUID(Enum):
    """Whether the platform generated the UUID in a multiprocessing-safe way."""
    safe = 0
    unsafe = -1
    unknown = None


def _swap_le(b):
    """Byte order of bytes_le <-> bytes: the first three fields are reversed."""
    return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]


def _by_int(compare):
    def method(self, other):
        if not isinstance(other, UUID):
            return NotImplemented
        return compare(self.int, other.int)
    return method


def _bit_field(low_bit, width):
    mask = (1 << width) - 1
    return property(lambda self: (self.int >> low_bit) & mask)


class UUID:
    """A UUID, held as a 128-bit int (the attribute `int`).

    Build one from exactly one of: a hex string (braces, hyphens and a
    'urn:uuid:' prefix allowed), 16 big-endian `bytes`, 16 `bytes_le`
    (first three fields little-endian), a 6-tuple of `fields`, or an `int`.
    `version` (1-5) overwrites the variant and version bits.
    """

    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None,
                 int=None, version=None, *, is_safe=SafeUUID.unknown):
        if (hex, bytes, bytes_le, fields, int).count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        if hex is not None:
            digits = hex.replace('urn:', '').replace('uuid:', '')
            digits = digits.strip('{}').replace('-', '')
            if len(digits) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            value = int_(digits, 16)
        elif bytes is not None or bytes_le is not None:
            if bytes_le is not None:
                if len(bytes_le) != 16:
                    raise ValueError('bytes_le is not a 16-char string')
                bytes = _swap_le(bytes_(bytes_le))
            elif len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            value = int_.from_bytes(bytes, 'big')
        elif fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            value = 0
            for position, (field, width) in enumerate(zip(fields, _FIELD_BITS), 1):
                if not 0 <= field < (1 << width):
                    article = 'an' if width == 8 else 'a'
                    raise ValueError('field %d out of range (need %s %d-bit value)'
                                     % (position, article, width))
                value = (value << width) | field
        else:
            if not 0 <= int < _BITS_128:
                raise ValueError('int is out of range (need a 128-bit value)')
            value = int
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            # Variant bits 10 (RFC 4122) at bits 62-63; version at bits 76-79.
            value = (value & ~(0xc000 << 48)) | (0x8000 << 48)
            value = (value & ~(0xf000 << 64)) | (version << 76)
        object.__setattr__(self, 'int', value)
        object.__setattr__(self, 'is_safe', is_safe)

    def __getstate__(self):
        state = {'int': self.int}
        if self.is_safe != SafeUUID.unknown:
            state['is_safe'] = self.is_safe.value
        return state

    def __setstate__(self, state):
        object.__setattr__(self, 'int', state['int'])
        object.__setattr__(self, 'is_safe',
                           SafeUUID(state['is_safe']) if 'is_safe' in state
                           else SafeUUID.unknown)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    # Equality and ordering are those of the ints, among UUIDs only.
    __eq__ = _by_int(_op.eq)
    __lt__ = _by_int(_op.lt)
    __gt__ = _by_int(_op.gt)
    __le__ = _by_int(_op.le)
    __ge__ = _by_int(_op.ge)

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __str__(self):
        h = '%032x' % self.int
        return '-'.join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        return _swap_le(self.bytes)

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    time_low = _bit_field(96, 32)
    time_mid = _bit_field(80, 16)
    time_hi_version = _bit_field(64, 16)
    clock_seq_hi_variant = _bit_field(56, 8)
    clock_seq_low = _bit_field(48, 8)
    node = _bit_field(0, 48)

    @property
    def time(self):
        """The 60-bit timestamp of a version 1 UUID."""
        return (((self.time_hi_version & 0x0fff) << 48)
                | (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        """The 14-bit clock sequence of a version 1 UUID."""
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        # The variant is told by the leading 1 bits of clock_seq_hi_variant.
        top = self.int >> 61 & 0b111
        if top < 0b100:
            return RESERVED_NCS
        if top < 0b110:
            return RFC_4122
        if top < 0b111:
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xf
        return None


_generator = None


def _rng():
    global _generator
    if _generator is None:
        import random
        _generator = random.Random()
    return _generator


_node = None


def getnode():
    """The 48-bit node id: here a random one with the multicast bit set."""
    global _node
    if _node is None:
        _node = _rng().getrandbits(48) | (1 << 40)
    return _node


_last_timestamp = None

# 100-ns intervals between 1582-10-15 (the Gregorian reform, UUID epoch)
# and 1970-01-01.
_GREGORIAN_TO_UNIX = 0x01b21dd213814000


def uuid1(node=None, clock_seq=None):
    """A version 1 UUID from the node id, a clock sequence and the time."""
    global _last_timestamp
    import time
    stamp = time.time_ns() // 100 + _GREGORIAN_TO_UNIX
    # Two calls in the same tick still give distinct, increasing stamps.
    if _last_timestamp is not None and stamp <= _last_timestamp:
        stamp = _last_timestamp + 1
    _last_timestamp = stamp
    if clock_seq is None:
        clock_seq = _rng().getrandbits(14)
    if node is None:
        node = getnode()
    return UUID(fields=(stamp & 0xffffffff, (stamp >> 32) & 0xffff,
                        (stamp >> 48) & 0x0fff, (clock_seq >> 8) & 0x3f,
                        clock_seq & 0xff, node), version=1)


def _name_hash(algorithm, namespace, name, version):
    # 3.11 encodes unconditionally: a bytes name is a TypeError.
    digest = algorithm(namespace.bytes + bytes_(name, 'utf-8')).digest()
    return UUID(bytes=digest[:16], version=version)


def uuid3(namespace, name):
    """A version 3 UUID: the MD5 hash of a namespace UUID and a name."""
    from hashlib import md5
    return _name_hash(md5, namespace, name, 3)


def uuid4():
    """A random (version 4) UUID."""
    return UUID(int=_rng().getrandbits(128), version=4)


def uuid5(namespace, name):
    """A version 5 UUID: the SHA-1 hash of a namespace UUID and a name."""
    from hashlib import sha1
    return _name_hash(sha1, namespace, name, 5)


# The namespaces RFC 4122 appendix C defines.
NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
