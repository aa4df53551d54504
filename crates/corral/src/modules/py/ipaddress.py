"""IPv4/IPv6 addresses, networks and interfaces, as in CPython 3.11.

Every value is held as an int (`_ip`); the classes add parsing, formatting,
comparison and the network arithmetic on top."""

import functools

__version__ = '1.0'

IPV4LENGTH = 32
IPV6LENGTH = 128


class AddressValueError(ValueError):
    """A value that is not a valid address."""


class NetmaskValueError(ValueError):
    """A value that is not a valid netmask."""


def _parse_either(kinds, what, address, *extra):
    """Try the IPv4 class, then the IPv6 one; ValueError if neither takes
    the value."""
    for kind in kinds():
        try:
            return kind(address, *extra)
        except (AddressValueError, NetmaskValueError):
            continue
    raise ValueError(f'{address!r} does not appear to be an IPv4 or IPv6 '
                     f'{what}')


def ip_address(address):
    """An IPv4Address or IPv6Address, whichever `address` parses as."""
    return _parse_either(lambda: (IPv4Address, IPv6Address), 'address',
                         address)


def ip_network(address, strict=True):
    """An IPv4Network or IPv6Network, whichever `address` parses as."""
    return _parse_either(lambda: (IPv4Network, IPv6Network), 'network',
                         address, strict)


def ip_interface(address):
    """An IPv4Interface or IPv6Interface, whichever `address` parses as."""
    return _parse_either(lambda: (IPv4Interface, IPv6Interface), 'interface',
                         address)


def _int_to_bytes(address, size, family):
    try:
        return address.to_bytes(size, 'big')
    except OverflowError:
        raise ValueError(f"Address negative or too large for {family}")


def v4_int_to_packed(address):
    """The 4 big-endian bytes of an IPv4 address given as int."""
    return _int_to_bytes(address, 4, 'IPv4')


def v6_int_to_packed(address):
    """The 16 big-endian bytes of an IPv6 address given as int."""
    return _int_to_bytes(address, 16, 'IPv6')


def _low_zero_bits(value, width):
    # Trailing zero bits of value, at most width.
    if value == 0:
        return width
    return min(width, (value & -value).bit_length() - 1)


def _same_version(a, b):
    if a._version != b._version:
        raise TypeError("%s and %s are not of the same version" % (a, b))


def summarize_address_range(first, last):
    """The fewest networks that exactly cover first..last (inclusive)."""
    if not (isinstance(first, _BaseAddress) and
            isinstance(last, _BaseAddress)):
        raise TypeError('first and last must be IP addresses, not networks')
    _same_version(first, last)
    if first > last:
        raise ValueError('last IP address must be greater than first')
    net_class = IPv4Network if first._version == 4 else IPv6Network
    width = first._max_prefixlen
    lo = first._ip
    hi = last._ip
    while lo <= hi:
        bits = min(_low_zero_bits(lo, width), (hi - lo + 1).bit_length() - 1)
        yield net_class((lo, width - bits))
        lo += 1 << bits
        if lo - 1 == first._ALL_ONES:
            break


def collapse_addresses(addresses):
    """Merge addresses and networks into the fewest covering networks."""
    nets = []
    for item in addresses:
        if isinstance(item, _BaseAddress):
            net = item._network_class((item._ip, item._max_prefixlen))
        else:
            net = item
        if nets and nets[-1]._version != net._version:
            raise TypeError("%s and %s are not of the same version"
                            % (item, nets[-1]))
        nets.append(net)
    return _merge_networks(nets)


def _merge_networks(nets):
    # Sort by (start, prefix); drop those inside the one before; then join
    # sibling halves into their supernet until nothing changes.
    spans = sorted({(n._version, int(n.network_address), n._prefixlen, n)
                    for n in nets}, key=lambda t: (t[1], t[2]))
    merged = []
    for _, start, plen, net in spans:
        if merged:
            top = merged[-1]
            if int(top.broadcast_address) >= int(net.broadcast_address):
                continue
        merged.append(net)
        while len(merged) >= 2:
            a, b = merged[-2], merged[-1]
            if (a._prefixlen == b._prefixlen and a._prefixlen > 0 and
                    a.supernet() == b.supernet() and a != b):
                merged[-2:] = [a.supernet()]
            else:
                break
    yield from merged


def get_mixed_type_key(obj):
    """A sort key that orders addresses and networks of both versions."""
    if isinstance(obj, _BaseNetwork):
        return (obj._version, obj.network_address, obj.netmask)
    if isinstance(obj, _BaseAddress):
        return (obj._version, obj)
    return NotImplemented


class _IPBase:
    __slots__ = ()

    @property
    def version(self):
        return self._version

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def exploded(self):
        return self._explode()

    @property
    def reverse_pointer(self):
        """The PTR record name (applied to the text form, so a network
        gives the same odd result as in CPython)."""
        if self._version == 4:
            return '.'.join(reversed(str(self).split('.'))) + '.in-addr.arpa'
        return '.'.join(self.exploded[::-1].replace(':', '')) + '.ip6.arpa'

    @property
    def compressed(self):
        return str(self)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    # Parsing helpers shared by addresses and networks.

    @classmethod
    def _int_address(cls, value):
        if value < 0:
            raise AddressValueError("%d (< 0) is not permitted as an IPv%d "
                                    "address" % (value, cls._version))
        if value > cls._ALL_ONES:
            raise AddressValueError("%d (>= 2**%d) is not permitted as an "
                                    "IPv%d address"
                                    % (value, cls._max_prefixlen,
                                       cls._version))
        return value

    @classmethod
    def _packed_address(cls, data):
        size = cls._max_prefixlen // 8
        if len(data) != size:
            raise AddressValueError("%r (len %d != %d) is not permitted as "
                                    "an IPv%d address"
                                    % (data, len(data), size, cls._version))
        return int.from_bytes(data, 'big')

    @classmethod
    def _bad_netmask(cls, text):
        raise NetmaskValueError('%r is not a valid netmask' % (text,))

    @classmethod
    def _prefix_from_text(cls, text):
        if not (text.isascii() and text.isdigit()):
            cls._bad_netmask(text)
        plen = int(text)
        if not 0 <= plen <= cls._max_prefixlen:
            cls._bad_netmask(text)
        return plen

    @classmethod
    def _prefix_from_mask_int(cls, value):
        zeros = _low_zero_bits(value, cls._max_prefixlen)
        plen = cls._max_prefixlen - zeros
        if value >> zeros != (1 << plen) - 1:
            raise ValueError('Netmask pattern mixes zeroes & ones')
        return plen

    @classmethod
    def _netmask(cls, arg):
        """(netmask address, prefix length) for a prefix int or text."""
        if isinstance(arg, int):
            plen = arg
            if not 0 <= plen <= cls._max_prefixlen:
                cls._bad_netmask(plen)
        else:
            try:
                plen = cls._prefix_from_text(arg)
            except NetmaskValueError:
                if cls._version != 4:
                    raise
                plen = cls._prefix_from_dotted(arg)
        mask = cls._ALL_ONES ^ (cls._ALL_ONES >> plen)
        return cls._address_class(mask), plen

    @classmethod
    def _prefix_from_dotted(cls, text):
        # A dotted netmask (255.255.0.0) or hostmask (0.0.255.255).
        try:
            value = cls._parse(text)
        except AddressValueError:
            cls._bad_netmask(text)
        try:
            return cls._prefix_from_mask_int(value)
        except ValueError:
            pass
        try:
            return cls._prefix_from_mask_int(value ^ cls._ALL_ONES)
        except ValueError:
            cls._bad_netmask(text)

    @classmethod
    def _addr_and_prefix(cls, address):
        if isinstance(address, (bytes, int)):
            return address, cls._max_prefixlen
        if not isinstance(address, tuple):
            pieces = str(address).split('/')
            if len(pieces) > 2:
                raise AddressValueError("Only one '/' permitted in %r"
                                        % (address,))
            address = tuple(pieces)
        if len(address) > 1:
            return address[0], address[1]
        return address[0], cls._max_prefixlen


@functools.total_ordering
class _BaseAddress(_IPBase):
    __slots__ = ()

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self._version == other._version
        except AttributeError:
            return NotImplemented

    def __lt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _same_version(self, other)
        return self._ip < other._ip

    def __hash__(self):
        return hash(hex(int(self._ip)))

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(int(self) + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(int(self) - other)

    def __str__(self):
        return self._text(self._ip)

    @property
    def packed(self):
        return self._ip.to_bytes(self._max_prefixlen // 8, 'big')

    def __format__(self, fmt):
        if not fmt or fmt[-1] == 's':
            return format(str(self), fmt)
        alt = fmt.startswith('#')
        rest = fmt[1:] if alt else fmt
        group = rest.startswith('_')
        rest = rest[1:] if group else rest
        if rest not in ('b', 'n', 'x', 'X'):
            return super().__format__(fmt)
        base = rest
        if base == 'n':
            base = 'b' if self._version == 4 else 'x'
        width = self._max_prefixlen if base == 'b' else \
            self._max_prefixlen // 4
        if group:
            width += width // 4 - 1
        if alt:
            width += 2
        spec = '%s0%d%s%s' % ('#' if alt else '', width,
                              '_' if group else '', base)
        return format(self._ip, spec)


def _both_ends(flag):
    """A network's flag: set when its first and last addresses have it."""
    def get(self):
        return (getattr(self.network_address, flag) and
                getattr(self.broadcast_address, flag))
    return property(get)


def _in_blocks(name):
    """An address flag: set when the address lies in one of the blocks
    registered under `name` (filled in at the end of the module)."""
    def get(self):
        return any(self in block for block in _BLOCKS[name])
    return property(get)


@functools.total_ordering
class _BaseNetwork(_IPBase):

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __str__(self):
        return f'{self.network_address}/{self._prefixlen}'

    # IPv4 reserves the last address of a block for broadcast.
    _last_is_host = False

    def _bounds(self):
        """First and last address of the block, as integers."""
        low = int(self.network_address)
        return low, low | int(self.hostmask)

    def _setup(self, address, strict):
        addr, mask = self._addr_and_prefix(address)
        self.network_address = self._address_class(addr)
        self.netmask, self._prefixlen = self._netmask(mask)
        given = int(self.network_address)
        kept = given & int(self.netmask)
        if kept != given:
            if strict:
                raise ValueError('%s has host bits set' % self)
            self.network_address = self._address_class(kept)

    def hosts(self):
        """The usable host addresses."""
        low, high = self._bounds()
        spare_bits = self._max_prefixlen - self._prefixlen
        if spare_bits == 0:
            return [self._address_class(low)]
        if spare_bits == 1:
            # A point-to-point /31 (or /127): both addresses are hosts.
            return iter(self)
        stop = high + 1 if self._last_is_host else high
        return map(self._address_class, range(low + 1, stop))

    def __iter__(self):
        low, high = self._bounds()
        return map(self._address_class, range(low, high + 1))

    def __getitem__(self, n):
        low, high = self._bounds()
        pos = low + n if n >= 0 else high + 1 + n
        if not low <= pos <= high:
            raise IndexError('address out of range')
        return self._address_class(pos)

    def __lt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _same_version(self, other)
        return ((self.network_address, self.netmask)
                < (other.network_address, other.netmask))

    def __eq__(self, other):
        try:
            theirs = (other._version, other.network_address,
                      int(other.netmask))
        except AttributeError:
            return NotImplemented
        return (self._version, self.network_address,
                int(self.netmask)) == theirs

    def __hash__(self):
        return hash(int(self.network_address) ^ int(self.netmask))

    def __contains__(self, other):
        # Only addresses of the same version are members; a network is
        # never "in" another (use subnet_of for that).
        if isinstance(other, _BaseNetwork) or other._version != self._version:
            return False
        low, high = self._bounds()
        return low <= other._ip <= high

    def overlaps(self, other):
        """Whether the two networks share an address."""
        return (other.network_address in self or other.broadcast_address in self
                or self.network_address in other
                or self.broadcast_address in other)

    broadcast_address = property(
        lambda self: self._address_class(self._bounds()[1]))
    hostmask = property(
        lambda self: self._address_class(int(self.netmask) ^ self._ALL_ONES))
    with_prefixlen = property(lambda self: str(self))
    with_netmask = property(
        lambda self: f'{self.network_address}/{self.netmask}')
    with_hostmask = property(
        lambda self: f'{self.network_address}/{self.hostmask}')
    prefixlen = property(lambda self: self._prefixlen)
    compressed = property(lambda self: str(self))

    @property
    def num_addresses(self):
        return 1 << (self._max_prefixlen - self._prefixlen)

    def _explode(self):
        return f'{self.network_address.exploded}/{self._prefixlen}'

    def address_exclude(self, other):
        """The networks covering self minus other."""
        _same_version(self, other)
        if not isinstance(other, _BaseNetwork):
            raise TypeError("%s is not a network object" % other)
        if not other.subnet_of(self):
            raise ValueError('%s not contained in %s' % (other, self))
        # Halve the block repeatedly, keeping the half without `other`.
        target = type(other)((int(other.network_address), other.prefixlen))
        block = self
        while block != target:
            halves = list(block.subnets())
            keep = 0 if target.subnet_of(halves[0]) else 1
            yield halves[1 - keep]
            block = halves[keep]

    def compare_networks(self, other):
        """-1, 0 or 1 comparing network address, then netmask."""
        if self._version != other._version:
            raise TypeError('%s and %s are not of the same type'
                            % (self, other))
        mine = (self.network_address, self.netmask)
        theirs = (other.network_address, other.netmask)
        return (mine > theirs) - (mine < theirs)

    def _resize_by(self, prefixlen_diff, new_prefix, longer):
        """The prefix-length change subnets()/supernet() were asked for."""
        if new_prefix is None:
            return prefixlen_diff
        if longer:
            wrong_way = new_prefix < self._prefixlen
        else:
            wrong_way = new_prefix > self._prefixlen
        if wrong_way:
            raise ValueError('new prefix must be %s'
                             % ('longer' if longer else 'shorter'))
        if prefixlen_diff != 1:
            raise ValueError('cannot set prefixlen_diff and new_prefix')
        return abs(new_prefix - self._prefixlen)

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        """The subnets one (or prefixlen_diff) bits longer, or of length
        new_prefix."""
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        bits = self._resize_by(prefixlen_diff, new_prefix, True)
        if bits < 0:
            raise ValueError('prefix length diff must be > 0')
        length = self._prefixlen + bits
        if length > self._max_prefixlen:
            raise ValueError('prefix length diff %d is invalid for netblock '
                             '%s' % (length, self))
        low, high = self._bounds()
        size = 1 << (self._max_prefixlen - length)
        cls = type(self)
        for base in range(low, high + 1, size):
            yield cls((base, length))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        """The network one (or prefixlen_diff) bits shorter, or of length
        new_prefix."""
        if self._prefixlen == 0:
            return self
        bits = self._resize_by(prefixlen_diff, new_prefix, False)
        length = self._prefixlen - bits
        if length < 0:
            raise ValueError('current prefixlen is %d, cannot have a '
                             'prefixlen_diff of %d'
                             % (self._prefixlen, bits))
        # Shifting the mask left drops the last `bits` bits of the prefix.
        widened = int(self.netmask) << bits
        return type(self)((int(self.network_address) & widened, length))

    def subnet_of(self, other):
        """Whether self lies inside other."""
        return _inside(self, other)

    def supernet_of(self, other):
        """Whether other lies inside self."""
        return _inside(other, self)

    is_multicast = _both_ends('is_multicast')
    is_reserved = _both_ends('is_reserved')
    is_link_local = _both_ends('is_link_local')
    is_unspecified = _both_ends('is_unspecified')
    is_loopback = _both_ends('is_loopback')

    @property
    def is_private(self):
        # Inside one of the registry's private blocks (not the address
        # rule, which differs for IPv4-mapped IPv6 addresses).
        first = self.network_address
        last = self.broadcast_address
        return any(first in n and last in n for n in self._private_blocks)

    is_global = property(lambda self: not self.is_private)


def _inside(a, b):
    try:
        if a._version != b._version:
            raise TypeError("%s and %s are not of the same version" % (a, b))
        return (b.network_address <= a.network_address and
                b.broadcast_address >= a.broadcast_address)
    except AttributeError:
        raise TypeError("Unable to test subnet containment between %s and %s"
                        % (a, b))


# ------------------------------------------------------------------- IPv4

class _V4:
    __slots__ = ()
    _version = 4
    _max_prefixlen = IPV4LENGTH
    _ALL_ONES = (1 << IPV4LENGTH) - 1

    @classmethod
    def _parse(cls, text):
        if not text:
            raise AddressValueError('Address cannot be empty')
        octets = text.split('.')
        if len(octets) != 4:
            raise AddressValueError("Expected 4 octets in %r" % text)
        value = 0
        for octet in octets:
            problem = _octet_problem(octet)
            if problem:
                raise AddressValueError("%s in %r" % (problem, text))
            value = (value << 8) | int(octet)
        return value

    @staticmethod
    def _text(value):
        return '.'.join(str(b) for b in value.to_bytes(4, 'big'))

    def _explode(self):
        return str(self)



def _octet_problem(octet):
    if not octet:
        return "Empty octet not permitted"
    if not (octet.isascii() and octet.isdigit()):
        return "Only decimal digits permitted in %r" % octet
    if len(octet) > 3:
        return "At most 3 characters permitted in %r" % octet
    if octet != '0' and octet[0] == '0':
        return "Leading zeros are not permitted in %r" % octet
    if int(octet) > 255:
        return "Octet %d (> 255) not permitted" % int(octet)
    return None


def _v4_net(text):
    return IPv4Network(text)


class IPv4Address(_V4, _BaseAddress):
    """An IPv4 address."""

    __slots__ = ('_ip',)

    def __init__(self, address):
        if isinstance(address, int):
            self._ip = self._int_address(address)
            return
        if isinstance(address, bytes):
            self._ip = self._packed_address(address)
            return
        text = str(address)
        if '/' in text:
            raise AddressValueError("Unexpected '/' in %r" % (address,))
        self._ip = self._parse(text)

    is_private = _in_blocks('v4 private')
    is_reserved = _in_blocks('v4 reserved')
    is_multicast = _in_blocks('v4 multicast')
    is_loopback = _in_blocks('v4 loopback')
    is_link_local = _in_blocks('v4 link-local')
    is_unspecified = property(lambda self: self._ip == 0)

    @property
    def is_global(self):
        # Shared address space (RFC 6598) is neither private nor global.
        return self not in _V4_SHARED and not self.is_private


class IPv4Network(_V4, _BaseNetwork):
    """An IPv4 network: an address and a prefix length (or mask)."""

    def __init__(self, address, strict=True):
        self._setup(address, strict)

    @property
    def is_global(self):
        return (not (self.network_address in _V4_SHARED and
                     self.broadcast_address in _V4_SHARED) and
                not self.is_private)


class _InterfaceMixin:
    """An address together with the network it sits in."""

    def _setup_interface(self, address):
        addr, mask = self._addr_and_prefix(address)
        self._address_class.__init__(self, addr)
        self.network = self._network_class((addr, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    @property
    def hostmask(self):
        return self.network.hostmask

    def __str__(self):
        return '%s/%d' % (self._address_class.__str__(self), self._prefixlen)

    def __eq__(self, other):
        same = self._address_class.__eq__(self, other)
        if same is NotImplemented or not same:
            return same
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        less = self._address_class.__lt__(self, other)
        if less is NotImplemented:
            return NotImplemented
        try:
            return (self.network < other.network or
                    self.network == other.network and less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen,
                     int(self.network.network_address)))

    @property
    def ip(self):
        return self._address_class(self._ip)

    @property
    def with_prefixlen(self):
        return '%s/%s' % (self._text(self._ip), self._prefixlen)

    @property
    def with_netmask(self):
        return '%s/%s' % (self._text(self._ip), self.netmask)

    @property
    def with_hostmask(self):
        return '%s/%s' % (self._text(self._ip), self.hostmask)


class IPv4Interface(_InterfaceMixin, IPv4Address):
    """An IPv4 address with its network."""

    def __init__(self, address):
        self._setup_interface(address)

    __hash__ = _InterfaceMixin.__hash__


# ------------------------------------------------------------------- IPv6

_HEXDIGITS = frozenset('0123456789abcdefABCDEF')


class _V6:
    __slots__ = ()
    _version = 6
    _max_prefixlen = IPV6LENGTH
    _ALL_ONES = (1 << IPV6LENGTH) - 1

    @classmethod
    def _parse(cls, text):
        if not text:
            raise AddressValueError('Address cannot be empty')
        parts = text.split(':')
        if len(parts) < 3:
            raise AddressValueError("At least 3 parts expected in %r" % text)
        if '.' in parts[-1]:
            try:
                v4 = IPv4Address(parts.pop())._ip
            except AddressValueError as exc:
                raise AddressValueError("%s in %r" % (exc, text)) from None
            parts.append('%x' % (v4 >> 16))
            parts.append('%x' % (v4 & 0xFFFF))
        if len(parts) > 9:
            raise AddressValueError("At most 8 colons permitted in %r" % text)
        gap = None
        for i in range(1, len(parts) - 1):
            if not parts[i]:
                if gap is not None:
                    raise AddressValueError("At most one '::' permitted in %r"
                                            % text)
                gap = i
        if gap is not None:
            head = parts[:gap]
            tail = parts[gap + 1:]
            if not parts[0]:
                if len(head) > 1:
                    raise AddressValueError("Leading ':' only permitted as "
                                            "part of '::' in %r" % text)
                head = []
            if not parts[-1]:
                if len(tail) > 1:
                    raise AddressValueError("Trailing ':' only permitted as "
                                            "part of '::' in %r" % text)
                tail = []
            missing = 8 - len(head) - len(tail)
            if missing < 1:
                raise AddressValueError("Expected at most 7 other parts with "
                                        "'::' in %r" % text)
        else:
            if len(parts) != 8:
                raise AddressValueError("Exactly 8 parts expected without "
                                        "'::' in %r" % text)
            if not parts[0]:
                raise AddressValueError("Leading ':' only permitted as part "
                                        "of '::' in %r" % text)
            if not parts[-1]:
                raise AddressValueError("Trailing ':' only permitted as part "
                                        "of '::' in %r" % text)
            head, tail, missing = parts, [], 0
        value = 0
        for group in head + ['0'] * missing + tail:
            if not _HEXDIGITS.issuperset(group):
                raise AddressValueError("Only hex digits permitted in %r in %r"
                                        % (group, text))
            if len(group) > 4:
                raise AddressValueError("At most 4 characters permitted in %r"
                                        " in %r" % (group, text))
            value = (value << 16) | int(group, 16)
        return value

    @staticmethod
    def _text(value):
        groups = ['%x' % ((value >> s) & 0xFFFF) for s in range(112, -1, -16)]
        # The first longest run (2+) of zero groups becomes '::'.
        best_at, best_len, at, run = -1, 0, -1, 0
        for i, g in enumerate(groups):
            if g == '0':
                if run == 0:
                    at = i
                run += 1
                if run > best_len:
                    best_at, best_len = at, run
            else:
                run = 0
        if best_len > 1:
            end = best_at + best_len
            groups[best_at:end] = ['']
            if end == 8:
                groups.append('')
            if best_at == 0:
                groups.insert(0, '')
        return ':'.join(groups)



class IPv6Address(_V6, _BaseAddress):
    """An IPv6 address (optionally with a %scope zone)."""

    __slots__ = ('_ip', '_scope_id')

    def __init__(self, address):
        self._scope_id = None
        if isinstance(address, int):
            self._ip = self._int_address(address)
            return
        if isinstance(address, bytes):
            self._ip = self._packed_address(address)
            return
        text = str(address)
        if '/' in text:
            raise AddressValueError("Unexpected '/' in %r" % (address,))
        text, pct, scope = text.partition('%')
        if pct:
            if not scope or '%' in scope:
                raise AddressValueError('Invalid IPv6 address: "%r"'
                                        % (str(address),))
            self._scope_id = scope
        self._ip = self._parse(text)

    def __str__(self):
        text = self._text(self._ip)
        if self._scope_id:
            return text + '%' + self._scope_id
        return text

    def _explode(self):
        text = ':'.join('%04x' % ((self._ip >> s) & 0xFFFF)
                        for s in range(112, -1, -16))
        if self._scope_id:
            return text + '%' + self._scope_id
        return text

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __eq__(self, other):
        same = _BaseAddress.__eq__(self, other)
        if same is NotImplemented or not same:
            return same
        return self._scope_id == getattr(other, '_scope_id', None)

    @property
    def scope_id(self):
        return self._scope_id

    is_multicast = _in_blocks('v6 multicast')
    is_reserved = _in_blocks('v6 reserved')
    is_link_local = _in_blocks('v6 link-local')
    is_site_local = _in_blocks('v6 site-local')

    @property
    def is_private(self):
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return any(self in n for n in _V6_PRIVATE)

    is_global = property(lambda self: not self.is_private)
    is_unspecified = property(lambda self: self._ip == 0)
    is_loopback = property(lambda self: self._ip == 1)

    @property
    def ipv4_mapped(self):
        if (self._ip >> 32) != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def teredo(self):
        if (self._ip >> 96) != 0x20010000:
            return None
        return (IPv4Address((self._ip >> 64) & 0xFFFFFFFF),
                IPv4Address(~self._ip & 0xFFFFFFFF))

    @property
    def sixtofour(self):
        if (self._ip >> 112) != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)


class IPv6Network(_V6, _BaseNetwork):
    """An IPv6 network: an address and a prefix length."""

    def __init__(self, address, strict=True):
        self._setup(address, strict)

    # Every address but the Subnet-Router anycast (the first) is a host.
    _last_is_host = True

    is_site_local = _both_ends('is_site_local')


class IPv6Interface(_InterfaceMixin, IPv6Address):
    """An IPv6 address with its network."""

    def __init__(self, address):
        self._setup_interface(address)

    def __str__(self):
        return '%s/%d' % (IPv6Address.__str__(self), self._prefixlen)

    __hash__ = _InterfaceMixin.__hash__

    def _explode(self):
        return '%s/%d' % (IPv6Address._explode(self), self._prefixlen)

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


IPv4Address._address_class = IPv4Address
IPv4Address._network_class = IPv4Network
IPv4Network._address_class = IPv4Address
IPv4Interface._address_class = IPv4Address
IPv4Interface._network_class = IPv4Network
IPv6Address._address_class = IPv6Address
IPv6Address._network_class = IPv6Network
IPv6Network._address_class = IPv6Address
IPv6Interface._address_class = IPv6Address
IPv6Interface._network_class = IPv6Network

_V4_PRIVATE = [IPv4Network(n) for n in (
    '0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16',
    '172.16.0.0/12', '192.0.0.0/29', '192.0.0.170/31', '192.0.2.0/24',
    '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24',
    '240.0.0.0/4', '255.255.255.255/32')]
IPv4Network._private_blocks = _V4_PRIVATE
_V4_SHARED = IPv4Network('100.64.0.0/10')
_V4_RESERVED = IPv4Network('240.0.0.0/4')
_V4_MULTICAST = IPv4Network('224.0.0.0/4')
_V4_LOOPBACK = IPv4Network('127.0.0.0/8')
_V4_LINK_LOCAL = IPv4Network('169.254.0.0/16')

_V6_PRIVATE = [IPv6Network(n) for n in (
    '::1/128', '::/128', '::ffff:0:0/96', '100::/64', '2001::/23',
    '2001:2::/48', '2001:db8::/32', '2001:10::/28', 'fc00::/7', 'fe80::/10')]
IPv6Network._private_blocks = _V6_PRIVATE
_V6_RESERVED = [IPv6Network(n) for n in (
    '::/8', '100::/8', '200::/7', '400::/6', '800::/5', '1000::/4',
    '4000::/3', '6000::/3', '8000::/3', 'a000::/3', 'c000::/3', 'e000::/4',
    'f000::/5', 'f800::/6', 'fe00::/9')]
_V6_MULTICAST = IPv6Network('ff00::/8')
_V6_LINK_LOCAL = IPv6Network('fe80::/10')
_V6_SITE_LOCAL = IPv6Network('fec0::/10')

_BLOCKS = {
    'v4 private': _V4_PRIVATE,
    'v4 reserved': [_V4_RESERVED],
    'v4 multicast': [_V4_MULTICAST],
    'v4 loopback': [_V4_LOOPBACK],
    'v4 link-local': [_V4_LINK_LOCAL],
    'v6 reserved': _V6_RESERVED,
    'v6 multicast': [_V6_MULTICAST],
    'v6 link-local': [_V6_LINK_LOCAL],
    'v6 site-local': [_V6_SITE_LOCAL],
}
