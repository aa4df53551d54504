"""tarfile for corral: reading and writing tar archives (ustar, GNU and
pax headers), plain or compressed with gzip (bz2 and xz when those modules
are present), as random-access files or as one-way streams.

Written for corral from the format's description (POSIX ustar and pax
interchange headers, GNU long-name records) and the documented behaviour
of the tarfile module; archives come out byte for byte as CPython's do.
"""

import copy
import io
import os
import re
import stat
import struct
import sys
import time

_builtin_open = open

__all__ = ['TarFile', 'TarInfo', 'is_tarfile', 'TarError', 'ReadError',
           'CompressionError', 'StreamError', 'ExtractError', 'HeaderError',
           'ENCODING', 'USTAR_FORMAT', 'GNU_FORMAT', 'PAX_FORMAT',
           'DEFAULT_FORMAT', 'open']

# -- format constants -------------------------------------------------------

NUL = b'\0'
BLOCKSIZE = 512
RECORDSIZE = 20 * BLOCKSIZE
GNU_MAGIC = b'ustar  \0'
POSIX_MAGIC = b'ustar\x0000'

LENGTH_NAME = 100
LENGTH_LINK = 100
LENGTH_PREFIX = 155

REGTYPE = b'0'
AREGTYPE = b'\0'
LNKTYPE = b'1'
SYMTYPE = b'2'
CHRTYPE = b'3'
BLKTYPE = b'4'
DIRTYPE = b'5'
FIFOTYPE = b'6'
CONTTYPE = b'7'
GNUTYPE_LONGNAME = b'L'
GNUTYPE_LONGLINK = b'K'
GNUTYPE_SPARSE = b'S'
XHDTYPE = b'x'
XGLTYPE = b'g'
SOLARIS_XHDTYPE = b'X'

USTAR_FORMAT = 0
GNU_FORMAT = 1
PAX_FORMAT = 2
DEFAULT_FORMAT = PAX_FORMAT

SUPPORTED_TYPES = (REGTYPE, AREGTYPE, LNKTYPE, SYMTYPE, DIRTYPE, FIFOTYPE,
                   CONTTYPE, CHRTYPE, BLKTYPE, GNUTYPE_LONGNAME,
                   GNUTYPE_LONGLINK, GNUTYPE_SPARSE)
REGULAR_TYPES = (REGTYPE, AREGTYPE, CONTTYPE, GNUTYPE_SPARSE)
GNU_TYPES = (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK, GNUTYPE_SPARSE)

PAX_FIELDS = ('path', 'linkpath', 'size', 'mtime', 'uid', 'gid', 'uname', 'gname')
PAX_NAME_FIELDS = {'path', 'linkpath', 'uname', 'gname'}
PAX_NUMBER_FIELDS = {'atime': float, 'ctime': float, 'mtime': float,
                     'uid': int, 'gid': int, 'size': int}

ENCODING = sys.getfilesystemencoding()

# Shorthand for the header layout: (offset, width) of every ustar field.
_F_NAME = (0, 100)
_F_MODE = (100, 8)
_F_UID = (108, 8)
_F_GID = (116, 8)
_F_SIZE = (124, 12)
_F_MTIME = (136, 12)
_F_CHKSUM = (148, 8)
_F_LINK = (157, 100)
_F_UNAME = (265, 32)
_F_GNAME = (297, 32)
_F_DEVMAJOR = (329, 8)
_F_DEVMINOR = (337, 8)
_F_PREFIX = (345, 155)


# -- errors -----------------------------------------------------------------

class TarError(Exception):
    """Base of every tarfile error."""


class ExtractError(TarError):
    """A problem while extracting that errorlevel may turn into a message."""


class ReadError(TarError):
    """The data is not a (readable) tar archive."""


class CompressionError(TarError):
    """A compression method is unknown or not available."""


class StreamError(TarError):
    """An operation a stream (mode 'r|' or 'w|') cannot do."""


class HeaderError(TarError):
    """A header block that cannot be decoded."""


class EmptyHeaderError(HeaderError):
    pass


class TruncatedHeaderError(HeaderError):
    pass


class EOFHeaderError(HeaderError):
    pass


class InvalidHeaderError(HeaderError):
    pass


class SubsequentHeaderError(HeaderError):
    pass


class FilterError(TarError):
    """An extraction filter refused a member (kept as .tarinfo)."""

    def _refuse(self, member, text, *path):
        self.tarinfo = member
        if path:
            self._path = path[0]
        TarError.__init__(self, text)


class AbsolutePathError(FilterError):
    def __init__(self, tarinfo):
        self._refuse(tarinfo, 'member %r has an absolute path' % (tarinfo.name,))


class OutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        text = '%r would be extracted to %r, which is outside the destination'
        self._refuse(tarinfo, text % (tarinfo.name, path), path)


class SpecialFileError(FilterError):
    def __init__(self, tarinfo):
        self._refuse(tarinfo, '%r is a special file' % (tarinfo.name,))


class AbsoluteLinkError(FilterError):
    def __init__(self, tarinfo):
        self._refuse(tarinfo, '%r is a link to an absolute path' % (tarinfo.name,))


class LinkOutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        text = '%r would link to %r, which is outside the destination'
        self._refuse(tarinfo, text % (tarinfo.name, path), path)


# -- field codecs -------------------------------------------------------------

def stn(s, length, encoding, errors):
    """Text to a NUL-padded field of `length` bytes (cut when longer)."""
    if s is None:
        raise ValueError('metadata cannot contain None')
    raw = s.encode(encoding, errors)[:length]
    return raw.ljust(length, NUL)


def nts(s, encoding, errors):
    """A NUL-terminated field back to text."""
    end = s.find(b'\0')
    if end >= 0:
        s = s[:end]
    return _decode(s, encoding, errors)


def _decode(raw, encoding, errors):
    try:
        return raw.decode(encoding, errors)
    except UnicodeDecodeError:
        # corral's strings hold no lone surrogates: bytes that
        # surrogateescape would keep become U+FFFD instead.
        if errors != 'surrogateescape':
            raise
        return raw.decode(encoding, 'replace')


def itn(n, digits=8, format=DEFAULT_FORMAT):
    """A number as a field of `digits` bytes: octal with a NUL, or (GNU
    format only) base-256 when it does not fit in octal."""
    n = int(n)
    if 0 <= n < 8 ** (digits - 1):
        return ('%0*o' % (digits - 1, n)).encode('ascii') + NUL
    limit = 256 ** (digits - 1)
    if format != GNU_FORMAT or not -limit <= n < limit:
        raise ValueError('overflow in number field')
    lead = 0o200 if n >= 0 else 0o377
    if n < 0:
        n += 256 ** digits
    return bytearray([lead]) + (n % limit).to_bytes(digits - 1, 'big')


def nti(s):
    """A number field back to an int (octal text or base-256)."""
    if s and s[0] in (0o200, 0o377):
        value = int.from_bytes(s[1:], 'big')
        if s[0] == 0o377:
            value -= 256 ** (len(s) - 1)
        return value
    try:
        text = nts(s, 'ascii', 'strict').strip()
        return int(text or '0', 8)
    except ValueError:
        raise InvalidHeaderError('invalid header') from None


def calc_chksums(buf):
    """The header checksum as unsigned and as signed bytes (old tars used
    the latter), the checksum field counted as eight spaces."""
    head = bytes(buf[:148]) + bytes(buf[156:512])
    unsigned = 256 + sum(head)
    signed = 256 + sum(b - 256 if b > 127 else b for b in head)
    return unsigned, signed


def _pad_block(data):
    extra = len(data) % BLOCKSIZE
    if extra:
        data += NUL * (BLOCKSIZE - extra)
    return data


def copyfileobj(src, dst, length=None, exception=OSError, bufsize=None):
    """Copy `length` bytes (all when None) from src to dst; a short source
    raises `exception`."""
    bufsize = bufsize or 16 * 1024
    if length == 0:
        return
    if length is None:
        while True:
            piece = src.read(bufsize)
            if not piece:
                return
            dst.write(piece)
    left = length
    while left > 0:
        piece = src.read(min(bufsize, left))
        if len(piece) < min(bufsize, left):
            raise exception('unexpected end of data')
        dst.write(piece)
        left -= len(piece)


def _safe_print(s):
    encoding = getattr(sys.stdout, 'encoding', None)
    if encoding is not None:
        s = s.encode(encoding, 'backslashreplace').decode(encoding)
    print(s, end=' ')


# -- TarInfo ----------------------------------------------------------------

_KEEP = object()


class TarInfo:
    """One archive member: its header fields, and where its data lies."""

    __slots__ = dict(
        name='Name of the archive member.',
        mode='Permission bits.',
        uid='User ID of the user who originally stored this member.',
        gid='Group ID of the user who originally stored this member.',
        size='Size in bytes.',
        mtime='Time of last modification.',
        chksum='Header checksum.',
        type='File type.',
        linkname='Name of the target file name of a link.',
        uname='User name.',
        gname='Group name.',
        devmajor='Device major number.',
        devminor='Device minor number.',
        offset='The tar header starts here.',
        offset_data="The file's data starts here.",
        pax_headers='A dictionary with pax header pairs of this member.',
        sparse='Sparse member information.',
        tarfile=None,
        _sparse_structs=None,
        _link_target=None,
    )

    def __init__(self, name=''):
        self.name = name
        self.mode = 0o644
        self.uid = 0
        self.gid = 0
        self.size = 0
        self.mtime = 0
        self.chksum = 0
        self.type = REGTYPE
        self.linkname = ''
        self.uname = ''
        self.gname = ''
        self.devmajor = 0
        self.devminor = 0
        self.offset = 0
        self.offset_data = 0
        self.sparse = None
        self.pax_headers = {}

    @property
    def path(self):
        return self.name

    @path.setter
    def path(self, value):
        self.name = value

    @property
    def linkpath(self):
        return self.linkname

    @linkpath.setter
    def linkpath(self, value):
        self.linkname = value

    def __repr__(self):
        return '<%s %r at %#x>' % (type(self).__name__, self.name, id(self))

    def replace(self, *, name=_KEEP, mtime=_KEEP, mode=_KEEP, linkname=_KEEP,
                uid=_KEEP, gid=_KEEP, uname=_KEEP, gname=_KEEP, deep=True):
        new = copy.deepcopy(self) if deep else copy.copy(self)
        changes = (('name', name), ('mtime', mtime), ('mode', mode),
                   ('linkname', linkname), ('uid', uid), ('gid', gid),
                   ('uname', uname), ('gname', gname))
        for attr, value in changes:
            if value is not _KEEP:
                setattr(new, attr, value)
        return new

    def get_info(self):
        info = {
            'name': self.name,
            'mode': None if self.mode is None else self.mode & 0o7777,
            'uid': self.uid,
            'gid': self.gid,
            'size': self.size,
            'mtime': self.mtime,
            'chksum': self.chksum,
            'type': self.type,
            'linkname': self.linkname,
            'uname': self.uname,
            'gname': self.gname,
            'devmajor': self.devmajor,
            'devminor': self.devminor,
        }
        if info['type'] == DIRTYPE and not info['name'].endswith('/'):
            info['name'] += '/'
        return info

    def tobuf(self, format=DEFAULT_FORMAT, encoding=ENCODING, errors='surrogateescape'):
        info = self.get_info()
        for key, value in info.items():
            if value is None:
                raise ValueError('%s may not be None' % key)
        if format == USTAR_FORMAT:
            return self.create_ustar_header(info, encoding, errors)
        if format == GNU_FORMAT:
            return self.create_gnu_header(info, encoding, errors)
        if format == PAX_FORMAT:
            return self.create_pax_header(info, encoding)
        raise ValueError('invalid format')

    # Writing headers.

    def create_ustar_header(self, info, encoding, errors):
        info['magic'] = POSIX_MAGIC
        if len(info['linkname'].encode(encoding, errors)) > LENGTH_LINK:
            raise ValueError('linkname is too long')
        if len(info['name'].encode(encoding, errors)) > LENGTH_NAME:
            info['prefix'], info['name'] = self._posix_split_name(info['name'], encoding, errors)
        return self._create_header(info, USTAR_FORMAT, encoding, errors)

    def create_gnu_header(self, info, encoding, errors):
        info['magic'] = GNU_MAGIC
        out = b''
        if len(info['linkname'].encode(encoding, errors)) > LENGTH_LINK:
            out += self._create_gnu_long_header(info['linkname'], GNUTYPE_LONGLINK,
                                                encoding, errors)
        if len(info['name'].encode(encoding, errors)) > LENGTH_NAME:
            out += self._create_gnu_long_header(info['name'], GNUTYPE_LONGNAME,
                                                encoding, errors)
        return out + self._create_header(info, GNU_FORMAT, encoding, errors)

    def create_pax_header(self, info, encoding):
        info['magic'] = POSIX_MAGIC
        extended = self.pax_headers.copy()
        # Text fields go to the extended header when they are not ASCII or
        # do not fit their ustar field.
        for field, keyword, width in (('name', 'path', LENGTH_NAME),
                                      ('linkname', 'linkpath', LENGTH_LINK),
                                      ('uname', 'uname', 32), ('gname', 'gname', 32)):
            if keyword in extended:
                continue
            value = info[field]
            if not value.isascii() or len(value) > width:
                extended[keyword] = value
        # Numbers too, when out of octal range or not integers.
        # A float goes there in full and rounded to the ustar field; a
        # value the user already put in pax_headers stays theirs.
        for field, digits in (('uid', 8), ('gid', 8), ('size', 12), ('mtime', 12)):
            value = info[field]
            whole = round(value) if isinstance(value, float) else value
            if 0 <= whole < 8 ** (digits - 1):
                if whole is value:
                    continue
                info[field] = whole
            else:
                info[field] = 0
            extended.setdefault(field, str(value))
        head = b''
        if extended:
            head = self._create_pax_generic_header(extended, XHDTYPE, encoding)
        return head + self._create_header(info, USTAR_FORMAT, 'ascii', 'replace')

    @classmethod
    def create_pax_global_header(cls, pax_headers):
        return cls._create_pax_generic_header(pax_headers, XGLTYPE, 'utf-8')

    def _posix_split_name(self, name, encoding, errors):
        parts = name.split('/')
        for cut in range(1, len(parts)):
            prefix = '/'.join(parts[:cut])
            rest = '/'.join(parts[cut:])
            if (len(prefix.encode(encoding, errors)) <= LENGTH_PREFIX
                    and len(rest.encode(encoding, errors)) <= LENGTH_NAME):
                return prefix, rest
        raise ValueError('name is too long')

    @staticmethod
    def _create_header(info, format, encoding, errors):
        kind = info.get('type', REGTYPE)
        if kind is None:
            raise ValueError('TarInfo.type must not be None')
        if kind in (CHRTYPE, BLKTYPE):
            major = itn(info.get('devmajor', 0), 8, format)
            minor = itn(info.get('devminor', 0), 8, format)
        else:
            major = minor = NUL * 8
        block = b''.join((
            stn(info.get('name', ''), 100, encoding, errors),
            itn(info.get('mode', 0) & 0o7777, 8, format),
            itn(info.get('uid', 0), 8, format),
            itn(info.get('gid', 0), 8, format),
            itn(info.get('size', 0), 12, format),
            itn(info.get('mtime', 0), 12, format),
            b' ' * 8,
            kind,
            stn(info.get('linkname', ''), 100, encoding, errors),
            info.get('magic', POSIX_MAGIC),
            stn(info.get('uname', ''), 32, encoding, errors),
            stn(info.get('gname', ''), 32, encoding, errors),
            major,
            minor,
            stn(info.get('prefix', ''), 155, encoding, errors),
        ))
        block = block[:BLOCKSIZE].ljust(BLOCKSIZE, NUL)
        total = calc_chksums(block)[0]
        return block[:148] + ('%06o' % total).encode('ascii') + NUL + block[155:]

    @staticmethod
    def _create_payload(payload):
        return _pad_block(payload)

    @classmethod
    def _create_gnu_long_header(cls, name, type, encoding, errors):
        data = name.encode(encoding, errors) + NUL
        info = {'name': '././@LongLink', 'type': type, 'size': len(data),
                'magic': GNU_MAGIC}
        return cls._create_header(info, USTAR_FORMAT, encoding, errors) + _pad_block(data)

    @classmethod
    def _create_pax_generic_header(cls, pax_headers, type, encoding):
        # Values that are not valid UTF-8 (surrogate escapes) make the whole
        # record set binary.
        binary = False
        for value in pax_headers.values():
            try:
                value.encode('utf-8', 'strict')
            except UnicodeEncodeError:
                binary = True
                break
        records = [b'21 hdrcharset=BINARY\n'] if binary else []
        for keyword, value in pax_headers.items():
            key = keyword.encode('utf-8')
            if binary:
                val = value.encode(encoding, 'surrogateescape')
            else:
                val = value.encode('utf-8')
            # The record's length counts its own decimal digits.
            body = len(key) + len(val) + 3
            size = body + len(str(body))
            if len(str(size)) != len(str(body)):
                size = body + len(str(size))
            records.append(b'%d %s=%s\n' % (size, key, val))
        data = b''.join(records)
        info = {'name': '././@PaxHeader', 'type': type, 'size': len(data),
                'magic': POSIX_MAGIC}
        return cls._create_header(info, USTAR_FORMAT, 'ascii', 'replace') + _pad_block(data)

    # Reading headers.

    @classmethod
    def frombuf(cls, buf, encoding, errors):
        if len(buf) == 0:
            raise EmptyHeaderError('empty header')
        if len(buf) != BLOCKSIZE:
            raise TruncatedHeaderError('truncated header')
        if buf.count(NUL) == BLOCKSIZE:
            raise EOFHeaderError('end of file header')

        def field(spot):
            return buf[spot[0]:spot[0] + spot[1]]

        chksum = nti(field(_F_CHKSUM))
        if chksum not in calc_chksums(buf):
            raise InvalidHeaderError('bad checksum')

        obj = cls()
        obj.name = nts(field(_F_NAME), encoding, errors)
        obj.mode = nti(field(_F_MODE))
        obj.uid = nti(field(_F_UID))
        obj.gid = nti(field(_F_GID))
        obj.size = nti(field(_F_SIZE))
        obj.mtime = nti(field(_F_MTIME))
        obj.chksum = chksum
        obj.type = buf[156:157]
        obj.linkname = nts(field(_F_LINK), encoding, errors)
        obj.uname = nts(field(_F_UNAME), encoding, errors)
        obj.gname = nts(field(_F_GNAME), encoding, errors)
        obj.devmajor = nti(field(_F_DEVMAJOR))
        obj.devminor = nti(field(_F_DEVMINOR))
        prefix = nts(field(_F_PREFIX), encoding, errors)

        # Old tars marked directories only by a trailing slash.
        if obj.type == AREGTYPE and obj.name.endswith('/'):
            obj.type = DIRTYPE
        if obj.type == GNUTYPE_SPARSE:
            obj._read_old_sparse(buf)
        if obj.isdir():
            obj.name = obj.name.rstrip('/')
        if prefix and obj.type not in GNU_TYPES:
            obj.name = prefix + '/' + obj.name
        return obj

    def _read_old_sparse(self, buf):
        # An old GNU sparse header: four (offset, size) pairs at 386, a
        # continuation flag at 482 and the real size at 483.
        structs = []
        for i in range(4):
            at = 386 + 24 * i
            try:
                offset = nti(buf[at:at + 12])
                numbytes = nti(buf[at + 12:at + 24])
            except InvalidHeaderError:
                break
            if offset or numbytes:
                structs.append((offset, numbytes))
        self._sparse_structs = (structs, bool(buf[482]), nti(buf[483:495]))

    @classmethod
    def fromtarfile(cls, tarfile):
        source = tarfile.fileobj
        header = cls.frombuf(source.read(BLOCKSIZE), tarfile.encoding, tarfile.errors)
        header.offset = source.tell() - BLOCKSIZE
        # Extension headers (long names, pax records) describe the header
        # after them; a plain header ends here.
        follow = {GNUTYPE_LONGNAME: header._after_gnu_long,
                  GNUTYPE_LONGLINK: header._after_gnu_long,
                  GNUTYPE_SPARSE: header._after_old_sparse,
                  XHDTYPE: header._after_pax,
                  XGLTYPE: header._after_pax,
                  SOLARIS_XHDTYPE: header._after_pax}.get(header.type, header._after_plain)
        return follow(tarfile)

    def _next_header(self, tarfile):
        try:
            return self.fromtarfile(tarfile)
        except HeaderError as e:
            raise SubsequentHeaderError(str(e)) from None

    def _skip_data(self, tarfile):
        """Point the archive past this member's data."""
        end = self.offset_data
        if self.type in REGULAR_TYPES or self.type not in SUPPORTED_TYPES:
            end += self._block(self.size)
        tarfile.offset = end

    def _after_plain(self, tarfile):
        self.offset_data = tarfile.fileobj.tell()
        self._skip_data(tarfile)
        self._apply_pax_info(tarfile.pax_headers, tarfile.encoding, tarfile.errors)
        if self.type == DIRTYPE:
            self.name = self.name.rstrip('/')
        return self

    def _after_old_sparse(self, tarfile):
        structs, more, realsize = self._sparse_structs
        self._sparse_structs = None
        while more:
            # Continuation blocks: 21 more pairs, then their own flag.
            extra = tarfile.fileobj.read(BLOCKSIZE)
            for at in range(0, 21 * 24, 24):
                try:
                    pair = (nti(extra[at:at + 12]), nti(extra[at + 12:at + 24]))
                except InvalidHeaderError:
                    break
                if all(pair):
                    structs.append(pair)
            more = bool(extra[504])
        self.sparse = structs
        data_at = tarfile.fileobj.tell()
        self.offset_data = data_at
        tarfile.offset = data_at + self._block(self.size)
        self.size = realsize
        return self

    def _after_gnu_long(self, tarfile):
        payload = tarfile.fileobj.read(self._block(self.size))
        real = self._next_header(tarfile)
        real.offset = self.offset
        text = nts(payload, tarfile.encoding, tarfile.errors)
        setattr(real, 'name' if self.type == GNUTYPE_LONGNAME else 'linkname', text)
        if real.type == DIRTYPE:
            real.name = real.name.removesuffix('/')
        return real

    def _after_pax(self, tarfile):
        buf = tarfile.fileobj.read(self._block(self.size))
        # A global header changes the archive's defaults for good.
        headers = tarfile.pax_headers
        if self.type != XGLTYPE:
            headers = dict(headers)

        found = re.search(br'\d+ hdrcharset=([^\n]+)\n', buf)
        if found:
            headers['hdrcharset'] = found.group(1).decode('utf-8')
        if headers.get('hdrcharset') == 'BINARY':
            name_encoding = tarfile.encoding
        else:
            name_encoding = 'utf-8'

        record = re.compile(br'(\d+) ([^=]+)=')
        pos = 0
        while True:
            m = record.match(buf, pos)
            if not m:
                break
            length = int(m.group(1))
            if length == 0:
                raise InvalidHeaderError('invalid header')
            raw = buf[m.end(2) + 1:m.start(1) + length - 1]
            keyword = self._decode_pax_field(m.group(2), 'utf-8', 'utf-8', tarfile.errors)
            if keyword in PAX_NAME_FIELDS:
                value = self._decode_pax_field(raw, name_encoding, tarfile.encoding,
                                               tarfile.errors)
            else:
                value = self._decode_pax_field(raw, 'utf-8', 'utf-8', tarfile.errors)
            headers[keyword] = value
            pos += length

        following = self._next_header(tarfile)

        if 'GNU.sparse.map' in headers:
            numbers = [int(x) for x in headers['GNU.sparse.map'].split(',')]
            following.sparse = list(zip(numbers[::2], numbers[1::2]))
        elif 'GNU.sparse.offset' in headers and 'GNU.sparse.numbytes' in headers:
            following.sparse = [(int(headers['GNU.sparse.offset']),
                                 int(headers['GNU.sparse.numbytes']))]

        if self.type != XGLTYPE:
            following._apply_pax_info(headers, tarfile.encoding, tarfile.errors)
            following.offset = self.offset
            if 'size' in headers:
                following._skip_data(tarfile)
        return following

    def _apply_pax_info(self, pax_headers, encoding, errors):
        for key, text in pax_headers.items():
            if key in ('GNU.sparse.size', 'GNU.sparse.realsize'):
                self.size = int(text)
                continue
            if key == 'GNU.sparse.name':
                self.path = text
                continue
            if key not in PAX_FIELDS:
                continue
            convert = PAX_NUMBER_FIELDS.get(key)
            if convert is not None:
                try:
                    text = convert(text)
                except ValueError:
                    text = 0
            elif key == 'path':
                text = text.rstrip('/')
            setattr(self, key, text)
        self.pax_headers = dict(pax_headers)

    def _decode_pax_field(self, value, encoding, fallback_encoding, fallback_errors):
        try:
            return value.decode(encoding)
        except UnicodeDecodeError:
            pass
        return _decode(value, fallback_encoding, fallback_errors)

    def _block(self, count):
        return -(-count // BLOCKSIZE) * BLOCKSIZE

    # Kinds of member: each is-method tests the type flag against a set.

    def _kind(*flags):
        def test(self):
            return self.type in flags
        return test

    isreg = isfile = _kind(*REGULAR_TYPES)
    isdir = _kind(DIRTYPE)
    issym = _kind(SYMTYPE)
    islnk = _kind(LNKTYPE)
    ischr = _kind(CHRTYPE)
    isblk = _kind(BLKTYPE)
    isfifo = _kind(FIFOTYPE)
    isdev = _kind(CHRTYPE, BLKTYPE, FIFOTYPE)
    del _kind

    def issparse(self):
        return self.sparse is not None


# -- extraction filters -----------------------------------------------------

def _filtered_attrs(member, dest_path, for_data):
    changes = {}
    dest = os.path.realpath(dest_path)
    name = member.name
    if name.startswith(('/', os.sep)):
        name = member.path.lstrip('/' + os.sep)
        changes['name'] = name
    if os.path.isabs(name):
        raise AbsolutePathError(member)
    target = os.path.realpath(os.path.join(dest, name))
    if os.path.commonpath([target, dest]) != dest:
        raise OutsideDestinationError(member, target)

    mode = member.mode
    if mode is not None:
        mode &= 0o755
        if for_data:
            if member.isreg() or member.islnk():
                if not mode & 0o100:
                    mode &= ~0o111
                mode |= 0o600
            elif member.isdir() or member.issym():
                mode = None
            else:
                raise SpecialFileError(member)
        if mode != member.mode:
            changes['mode'] = mode

    if for_data:
        for attr in ('uid', 'gid', 'uname', 'gname'):
            if getattr(member, attr) is not None:
                changes[attr] = None
        if member.islnk() or member.issym():
            if os.path.isabs(member.linkname):
                raise AbsoluteLinkError(member)
            if member.issym():
                where = os.path.join(dest, os.path.dirname(name), member.linkname)
            else:
                where = os.path.join(dest, member.linkname)
            where = os.path.realpath(where)
            if os.path.commonpath([where, dest]) != dest:
                raise LinkOutsideDestinationError(member, where)
    return changes


def fully_trusted_filter(member, dest_path):
    return member


def tar_filter(member, dest_path):
    changes = _filtered_attrs(member, dest_path, False)
    return member.replace(**changes, deep=False) if changes else member


def data_filter(member, dest_path):
    changes = _filtered_attrs(member, dest_path, True)
    return member.replace(**changes, deep=False) if changes else member


_NAMED_FILTERS = {
    'fully_trusted': fully_trusted_filter,
    'tar': tar_filter,
    'data': data_filter,
}


# -- member data as a file --------------------------------------------------

class ExFileObject(io.BufferedIOBase):
    """A member's data, read through the archive's file object."""

    def __init__(self, tarfile, tarinfo):
        self._source = tarfile.fileobj
        self._start = tarinfo.offset_data
        self._size = tarinfo.size
        self._sparse = tarinfo.sparse
        self._pos = 0
        self.name = getattr(tarfile.fileobj, 'name', None)
        self.mode = 'rb'

    def readable(self):
        return True

    def writable(self):
        return False

    def seekable(self):
        return self._source.seekable() if hasattr(self._source, 'seekable') else True

    def _check_open(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def tell(self):
        self._check_open()
        return self._pos

    def seek(self, offset, whence=0):
        self._check_open()
        origins = (0, self._pos, self._size)
        if whence not in (0, 1, 2):
            raise ValueError('Invalid whence (%r, should be 0, 1 or 2)' % (whence,))
        target = origins[whence] + offset
        if target < 0:
            raise ValueError('negative seek value %d' % target)
        self._pos = min(target, self._size)
        return self._pos

    def _raw(self, pos, count):
        """`count` bytes of member data from `pos` (sparse holes as NULs)."""
        if self._sparse is None:
            self._source.seek(self._start + pos)
            data = self._source.read(count)
            if len(data) != count:
                raise ReadError('unexpected end of data')
            return data
        out = []
        stored = 0
        end = pos + count
        for offset, numbytes in self._sparse:
            lo, hi = max(pos, offset), min(end, offset + numbytes)
            if lo < hi:
                if lo > pos:
                    out.append(NUL * (lo - pos))
                self._source.seek(self._start + stored + (lo - offset))
                out.append(self._source.read(hi - lo))
                pos = hi
            stored += numbytes
        if pos < end:
            out.append(NUL * (end - pos))
        return b''.join(out)

    def read(self, size=-1):
        self._check_open()
        left = self._size - self._pos
        want = left if size is None or size < 0 else min(size, left)
        if want <= 0:
            return b''
        chunk = self._raw(self._pos, want)
        self._pos = self._pos + len(chunk)
        return chunk

    read1 = read

    def peek(self, size=1):
        here = self._pos
        try:
            return self.read(max(size, 1))
        finally:
            self._pos = here

    def readinto(self, b):
        chunk = self.read(len(b))
        n = len(chunk)
        b[:n] = chunk
        return n

    def readline(self, size=-1):
        self._check_open()
        chunks = []
        got = 0
        while size is None or size < 0 or got < size:
            want = 256 if size is None or size < 0 else min(256, size - got)
            piece = self.peek(want)[:want]
            if not piece:
                break
            cut = piece.find(b'\n')
            if cut >= 0:
                piece = piece[:cut + 1]
            self._pos += len(piece)
            chunks.append(piece)
            got += len(piece)
            if cut >= 0:
                break
        return bytes().join(chunks)

    def readlines(self, hint=-1):
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                break
        return lines

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        got = self.readline()
        if got:
            return got
        raise StopIteration


# -- streams ------------------------------------------------------------------

_STREAM_MAGIC = ((b'\x1f\x8b\x08', 'gz'), (b'BZh91', 'bz2'),
                 (b'\x5d\x00\x00\x80', 'xz'), (b'\xfd7zXZ', 'xz'))


def _require(module, label):
    try:
        return __import__(module)
    except ImportError:
        raise CompressionError('%s module is not available' % label) from None


class _Stream:
    """A one-way archive file: read front to back (seeking forward only)
    or written front to back, with compression done on the fly."""

    def __init__(self, name, mode, comptype, fileobj, bufsize=RECORDSIZE,
                 compresslevel=9):
        self._borrowed = fileobj is not None
        if fileobj is None:
            fileobj = _builtin_open(name, 'rb' if mode == 'r' else 'wb')
        self.name = name or ''
        self.mode = mode
        self._file = fileobj
        self._chunk = bufsize
        self.closed = False
        self.pos = 0            # position in the uncompressed data
        self._pending = b''      # raw bytes read ahead of decompression
        self._out = b''          # uncompressed bytes not handed out yet
        self._wbuf = b''
        self._eof = False
        self._cmp = None
        self._crc = 0
        try:
            if comptype == '*':
                self._pending = self._file.read(bufsize)
                comptype = 'tar'
                for magic, kind in _STREAM_MAGIC:
                    if self._pending.startswith(magic):
                        comptype = kind
                        break
            self.kind = comptype
            if comptype == 'gz':
                zlib = _require('zlib', 'zlib')
                self._zlib = zlib
                if mode == 'r':
                    self._error = zlib.error
                    self._skip_gzip_header()
                    self._cmp = zlib.decompressobj(-zlib.MAX_WBITS)
                else:
                    self._start_gzip_member(compresslevel)
                    self._cmp = zlib.compressobj(compresslevel, zlib.DEFLATED,
                                                 -zlib.MAX_WBITS, zlib.DEF_MEM_LEVEL, 0)
            elif comptype == 'bz2':
                bz2 = _require('bz2', 'bz2')
                if mode == 'r':
                    self._error = OSError
                    self._cmp = bz2.BZ2Decompressor()
                else:
                    self._cmp = bz2.BZ2Compressor(compresslevel)
            elif comptype == 'xz':
                lzma = _require('lzma', 'lzma')
                if mode == 'r':
                    self._error = lzma.LZMAError
                    self._cmp = lzma.LZMADecompressor()
                else:
                    self._cmp = lzma.LZMACompressor()
            elif comptype != 'tar':
                raise CompressionError('unknown compression type %r' % comptype)
        except BaseException:
            self.closed = True
            if not self._borrowed:
                self._file.close()
            raise

    def __del__(self):
        if hasattr(self, 'closed') and not self.closed:
            try:
                self.close()
            except Exception:
                pass

    # Raw input, with what detection or the gzip header read ahead.

    def _raw_read(self, n):
        while len(self._pending) < n:
            more = self._file.read(self._chunk)
            if not more:
                break
            self._pending += more
        data, self._pending = self._pending[:n], self._pending[n:]
        return data

    def _skip_gzip_header(self):
        if self._raw_read(2) != b'\x1f\x8b':
            raise ReadError('not a gzip file')
        if self._raw_read(1) != b'\x08':
            raise CompressionError('unsupported compression method')
        flags = self._raw_read(1)
        flags = flags[0] if flags else 0
        self._raw_read(6)
        if flags & 4:
            extra = self._raw_read(2)
            self._raw_read(int.from_bytes(extra, 'little'))
        for bit in (8, 16):
            if flags & bit:
                while True:
                    c = self._raw_read(1)
                    if not c or c == NUL:
                        break
        if flags & 2:
            self._raw_read(2)

    def _start_gzip_member(self, compresslevel):
        stamp = int(time.time()) & 0xFFFFFFFF
        base = self.name
        if isinstance(base, bytes):
            base = base.decode('latin-1', 'replace')
        base = os.fspath(base)
        if base.endswith('.gz'):
            base = base[:-3]
        base = base.rpartition('/')[2]
        self._put(b'\x1f\x8b\x08\x08' + struct.pack('<L', stamp) + b'\x02\xff')
        self._put(base.encode('iso-8859-1', 'replace') + NUL)

    # Writing.

    def _put(self, data):
        self._wbuf += data
        while len(self._wbuf) > self._chunk:
            self._file.write(self._wbuf[:self._chunk])
            self._wbuf = self._wbuf[self._chunk:]

    def write(self, s):
        s = bytes(s)
        self.pos += len(s)
        if self.kind == 'gz':
            self._crc = self._zlib.crc32(s, self._crc)
        if self.kind != 'tar':
            s = self._cmp.compress(s)
        self._put(s)
        return len(s)

    def close(self):
        if self.closed:
            return
        self.closed = True
        try:
            if self.mode == 'w':
                if self.kind != 'tar':
                    self._wbuf += self._cmp.flush()
                if self._wbuf:
                    self._file.write(self._wbuf)
                    self._wbuf = b''
                if self.kind == 'gz':
                    self._file.write(struct.pack('<L', self._crc & 0xFFFFFFFF))
                    self._file.write(struct.pack('<L', self.pos & 0xFFFFFFFF))
        finally:
            if not self._borrowed:
                self._file.close()

    # Reading.

    def tell(self):
        return self.pos

    def seekable(self):
        return False

    def seek(self, pos=0):
        if pos < self.pos:
            raise StreamError('seeking backwards is not allowed')
        while self.pos < pos:
            if not self.read(min(pos - self.pos, self._chunk)):
                break
        return self.pos

    def _fill(self, n):
        while len(self._out) < n and not self._eof:
            raw = self._raw_read(self._chunk)
            if self._cmp is None:
                if not raw:
                    self._eof = True
                self._out += raw
                continue
            if not raw:
                self._eof = True
                break
            try:
                piece = self._cmp.decompress(raw)
            except self._error as e:
                raise ReadError('invalid compressed data') from e
            if getattr(self._cmp, 'eof', False):
                self._eof = True
            self._out += piece

    def read(self, size):
        self._fill(size)
        data, self._out = self._out[:size], self._out[size:]
        self.pos += len(data)
        return data


# -- the archive ----------------------------------------------------------------

class TarFile:
    """A tar archive opened for reading, writing or appending."""

    debug = 0
    dereference = False
    ignore_zeros = False
    errorlevel = 1
    format = DEFAULT_FORMAT
    encoding = ENCODING
    errors = None
    tarinfo = TarInfo
    fileobject = ExFileObject
    extraction_filter = None

    OPEN_METH = {'tar': 'taropen', 'gz': 'gzopen', 'bz2': 'bz2open', 'xz': 'xzopen'}

    def __init__(self, name=None, mode='r', fileobj=None, format=None,
                 tarinfo=None, dereference=None, ignore_zeros=None, encoding=None,
                 errors='surrogateescape', pax_headers=None, debug=None,
                 errorlevel=None, copybufsize=None):
        open_as = {'r': 'rb', 'a': 'r+b', 'w': 'wb', 'x': 'xb'}.get(mode)
        if open_as is None:
            raise ValueError("mode must be 'r', 'a', 'w' or 'x'")
        if fileobj:
            if name is None and isinstance(getattr(fileobj, 'name', None), (str, bytes)):
                name = fileobj.name
            open_as = getattr(fileobj, 'mode', open_as)
            owned = False
        else:
            if mode == 'a' and not os.path.exists(name):
                # Appending to nothing is writing.
                mode, open_as = 'w', 'wb'
            fileobj = _builtin_open(name, open_as)
            owned = True
        self.mode, self._mode = mode, open_as
        self._extfileobj = not owned
        self.name = os.path.abspath(name) if name else None
        self.fileobj = fileobj

        # Keyword arguments given override the class-level defaults.
        for attr, given in (('format', format), ('tarinfo', tarinfo),
                            ('dereference', dereference), ('ignore_zeros', ignore_zeros),
                            ('encoding', encoding), ('debug', debug),
                            ('errorlevel', errorlevel)):
            if given is not None:
                setattr(self, attr, given)
        self.errors = errors
        usable = pax_headers is not None and self.format == PAX_FORMAT
        self.pax_headers = pax_headers if usable else {}
        self.copybufsize = copybufsize
        self.closed = False
        self.members = []
        self._loaded = False
        self.offset = fileobj.tell()
        self.inodes = {}

        try:
            self._start()
        except BaseException:
            if owned:
                fileobj.close()
            self.closed = True
            raise

    def _start(self):
        if self.mode == 'r':
            self.firstmember = None
            self.firstmember = self.next()
            return
        if self.mode == 'a':
            self._find_end()
        self._loaded = True
        if self.pax_headers:
            head = self.tarinfo.create_pax_global_header(dict(self.pax_headers))
            self.fileobj.write(head)
            self.offset += len(head)

    def _find_end(self):
        """Append mode: read every member so new ones go after the last."""
        source = self.fileobj
        while True:
            source.seek(self.offset)
            try:
                self.members.append(self.tarinfo.fromtarfile(self))
            except EOFHeaderError:
                break
            except HeaderError as e:
                raise ReadError(str(e)) from None
        source.seek(self.offset)

    # Opening.

    @classmethod
    def open(cls, name=None, mode='r', fileobj=None, bufsize=RECORDSIZE, **kwargs):
        if not (name or fileobj):
            raise ValueError('nothing to open')

        if mode in ('r', 'r:*'):
            # Compressed methods first, plain tar last.
            order = [k for k in cls.OPEN_METH if cls.OPEN_METH[k] != 'taropen']
            order += [k for k in cls.OPEN_METH if cls.OPEN_METH[k] == 'taropen']
            failures = []
            start = None if fileobj is None else fileobj.tell()
            for comptype in order:
                opener = getattr(cls, cls.OPEN_METH[comptype])
                try:
                    return opener(name, 'r', fileobj, **kwargs)
                except (CompressionError, ReadError) as e:
                    failures.append('- method %s: %r' % (comptype, e))
                if start is not None:
                    fileobj.seek(start)
            raise ReadError('file could not be opened successfully:\n' + '\n'.join(failures))

        if ':' in mode:
            filemode, comptype = mode.split(':', 1)
            filemode = filemode or 'r'
            comptype = comptype or 'tar'
            if comptype not in cls.OPEN_METH:
                raise CompressionError('unknown compression type %r' % comptype)
            return getattr(cls, cls.OPEN_METH[comptype])(name, filemode, fileobj, **kwargs)

        if '|' in mode:
            filemode, comptype = mode.split('|', 1)
            filemode = filemode or 'r'
            comptype = comptype or 'tar'
            if filemode != 'r' and filemode != 'w':
                raise ValueError("mode must be 'r' or 'w'")
            level = kwargs.pop('compresslevel', 9)
            stream = _Stream(name, filemode, comptype, fileobj, bufsize, level)
            try:
                archive = cls(name, filemode, stream, **kwargs)
            except BaseException:
                stream.close()
                raise
            archive._extfileobj = False
            return archive

        if mode in ('a', 'w', 'x'):
            return cls.taropen(name, mode, fileobj, **kwargs)
        raise ValueError('undiscernible mode')

    @classmethod
    def taropen(cls, name, mode='r', fileobj=None, **kwargs):
        if mode in ('r', 'a', 'w', 'x'):
            return cls(name, mode, fileobj, **kwargs)
        raise ValueError("mode must be 'r', 'a', 'w' or 'x'")

    @staticmethod
    def _compressed_mode(mode):
        if mode in ('r', 'w', 'x'):
            return
        raise ValueError("mode must be 'r', 'w' or 'x'")

    @classmethod
    def gzopen(cls, name, mode='r', fileobj=None, compresslevel=9, **kwargs):
        cls._compressed_mode(mode)
        gzip = _require('gzip', 'gzip')
        own = None
        if fileobj is None:
            own = fileobj = _builtin_open(name, mode + 'b')
        try:
            gz = gzip.GzipFile(name, mode + 'b', compresslevel, fileobj)
        except (EOFError, OSError) as e:
            if own is not None:
                own.close()
            if mode == 'r':
                raise ReadError('not a gzip file') from e
            raise
        except BaseException:
            if own is not None:
                own.close()
            raise
        if own is not None:
            gz.myfileobj = own
        return cls._wrap_compressed(name, mode, gz, 'not a gzip file', (OSError,), kwargs)

    @classmethod
    def bz2open(cls, name, mode='r', fileobj=None, compresslevel=9, **kwargs):
        cls._compressed_mode(mode)
        bz2 = _require('bz2', 'bz2')
        try:
            packed = bz2.BZ2File(fileobj or name, mode, compresslevel=compresslevel)
        except (EOFError, OSError) as e:
            if mode == 'r' and not isinstance(e, FileNotFoundError):
                raise ReadError('not a bzip2 file') from e
            raise
        return cls._wrap_compressed(name, mode, packed, 'not a bzip2 file',
                                    (OSError, EOFError), kwargs)

    @classmethod
    def xzopen(cls, name, mode='r', fileobj=None, preset=None, **kwargs):
        cls._compressed_mode(mode)
        lzma = _require('lzma', 'lzma')
        try:
            packed = lzma.LZMAFile(fileobj or name, mode, preset=preset)
        except (lzma.LZMAError, EOFError) as e:
            if mode == 'r':
                raise ReadError('not an lzma file') from e
            raise
        return cls._wrap_compressed(name, mode, packed, 'not an lzma file',
                                    (lzma.LZMAError, EOFError), kwargs)

    @classmethod
    def _wrap_compressed(cls, name, mode, packed, message, read_errors, kwargs):
        try:
            archive = cls.taropen(name, mode, packed, **kwargs)
        except read_errors as e:
            packed.close()
            if mode == 'r':
                raise ReadError(message) from e
            raise
        except BaseException:
            packed.close()
            raise
        archive._extfileobj = False
        return archive

    # Members.

    def getmember(self, name):
        found = self._getmember(name.rstrip('/'))
        if found is not None:
            return found
        raise KeyError('filename %r not found' % name)

    def getmembers(self):
        self._check()
        if not self._loaded:
            self._load()
        return self.members

    def getnames(self):
        return [m.name for m in self.getmembers()]

    def next(self):
        self._check('ra')
        first, self.firstmember = self.firstmember, None
        if first is not None:
            return first

        # Move to the next header; the byte before it must be there.
        where = self.offset
        if where != self.fileobj.tell():
            if not where:
                return None
            self.fileobj.seek(where - 1)
            if self.fileobj.read(1) == b'':
                raise ReadError('unexpected end of data')

        member = None
        while member is None:
            try:
                member = self.tarinfo.fromtarfile(self)
            except HeaderError as e:
                if not self._bad_header(e):
                    break
            except Exception as e:
                zlib = sys.modules.get('zlib')
                if zlib is not None and isinstance(e, zlib.error):
                    raise ReadError('zlib error: %s' % (e,)) from None
                raise

        if member is None:
            self._loaded = True
        else:
            self.members.append(member)
        return member

    def _bad_header(self, e):
        """A header that would not decode: True to look at the next block
        (ignore_zeros), False for the end of the archive, or ReadError when
        even the first header is wrong."""
        if isinstance(e, SubsequentHeaderError):
            raise ReadError(str(e)) from None
        skippable = isinstance(e, (EOFHeaderError, InvalidHeaderError))
        if skippable and self.ignore_zeros:
            self._dbg(2, '0x%X: %s' % (self.offset, e))
            self.offset += BLOCKSIZE
            return True
        at_start = self.offset == 0
        if at_start and isinstance(e, EmptyHeaderError):
            raise ReadError('empty file') from None
        if at_start and not isinstance(e, EOFHeaderError):
            raise ReadError(str(e)) from None
        return False

    def _getmember(self, name, tarinfo=None, normalize=False):
        """The last member called `name`; with `tarinfo`, the last one
        before that member (found by offset when it is a copy)."""
        pool = self.getmembers()
        before = None
        if tarinfo is not None:
            if tarinfo in pool:
                pool = pool[:pool.index(tarinfo)]
            else:
                before = tarinfo.offset
        wanted = os.path.normpath(name) if normalize else name
        for candidate in pool[::-1]:
            if before is not None:
                if candidate.offset == before:
                    before = None
                continue
            seen = os.path.normpath(candidate.name) if normalize else candidate.name
            if seen == wanted:
                return candidate
        if before is not None:
            raise ValueError(tarinfo)
        return None

    def _load(self):
        while self.next() is not None:
            pass
        self._loaded = True

    def __iter__(self):
        # Members already read come from the list; the rest are read as the
        # loop goes (a stream can be gone through only this way).
        if self._loaded:
            yield from list(self.members)
            return
        count = 0
        if self.firstmember is not None:
            count = 1
            yield self.next()
        while True:
            if count >= len(self.members):
                if self._loaded:
                    return
                member = self.next()
                if member is None:
                    self._loaded = True
                    return
            else:
                member = self.members[count]
            count += 1
            yield member

    # Listing.

    def list(self, verbose=True, *, members=None):
        self._check()
        for member in (self if members is None else members):
            if verbose:
                _safe_print('??????????' if member.mode is None else stat.filemode(member.mode))
                _safe_print('%s/%s' % (member.uname or member.uid, member.gname or member.gid))
                if member.ischr() or member.isblk():
                    _safe_print('%10s' % ('%d,%d' % (member.devmajor, member.devminor)))
                else:
                    _safe_print('%10d' % member.size)
                if member.mtime is None:
                    _safe_print('????-??-?? ??:??:??')
                else:
                    _safe_print('%d-%02d-%02d %02d:%02d:%02d'
                                % time.localtime(member.mtime)[:6])
            _safe_print(member.name + ('/' if member.isdir() else ''))
            if verbose:
                if member.issym():
                    _safe_print('-> ' + member.linkname)
                if member.islnk():
                    _safe_print('link to ' + member.linkname)
            print()

    # Writing.

    def gettarinfo(self, name=None, arcname=None, fileobj=None):
        self._check('awx')
        if fileobj is not None:
            name = fileobj.name
        if arcname is None:
            arcname = name
        arcname = os.path.splitdrive(arcname)[1]
        arcname = arcname.replace(os.sep, '/').lstrip('/')

        info = self.tarinfo()
        info.tarfile = self
        if fileobj is not None and hasattr(os, 'fstat'):
            st = os.fstat(fileobj.fileno())
        elif self.dereference:
            st = os.stat(name)
        else:
            st = os.lstat(name)

        link = ''
        st_mode = st.st_mode
        if stat.S_ISREG(st_mode):
            inode = (st.st_ino, st.st_dev)
            if (not self.dereference and st.st_nlink > 1 and inode in self.inodes
                    and arcname != self.inodes[inode]):
                kind = LNKTYPE
                link = self.inodes[inode]
            else:
                kind = REGTYPE
                if inode[0]:
                    self.inodes[inode] = arcname
        elif stat.S_ISDIR(st_mode):
            kind = DIRTYPE
        elif stat.S_ISFIFO(st_mode):
            kind = FIFOTYPE
        elif stat.S_ISLNK(st_mode):
            kind = SYMTYPE
            link = os.readlink(name)
        elif stat.S_ISCHR(st_mode):
            kind = CHRTYPE
        elif stat.S_ISBLK(st_mode):
            kind = BLKTYPE
        else:
            return None

        info.name = arcname
        info.mode = st_mode
        info.uid = st.st_uid
        info.gid = st.st_gid
        info.size = st.st_size if kind == REGTYPE else 0
        info.mtime = st.st_mtime
        info.type = kind
        info.linkname = link
        for module, attr, lookup in (('pwd', 'uname', 'getpwuid'),
                                     ('grp', 'gname', 'getgrgid')):
            try:
                db = __import__(module)
            except ImportError:
                continue
            try:
                setattr(info, attr, getattr(db, lookup)(info.uid if attr == 'uname'
                                                        else info.gid)[0])
            except KeyError:
                pass
        if kind in (CHRTYPE, BLKTYPE) and hasattr(os, 'major') and hasattr(os, 'minor'):
            info.devmajor = os.major(st.st_rdev)
            info.devminor = os.minor(st.st_rdev)
        return info

    def add(self, name, arcname=None, recursive=True, *, filter=None):
        self._check('awx')
        if arcname is None:
            arcname = name
        if self.name is not None and os.path.abspath(name) == self.name:
            self._dbg(2, 'tarfile: Skipped %r' % name)
            return
        self._dbg(1, name)
        info = self.gettarinfo(name, arcname)
        if info is None:
            self._dbg(1, 'tarfile: Unsupported type %r' % name)
            return
        if filter is not None:
            info = filter(info)
            if info is None:
                self._dbg(2, 'tarfile: Excluded %r' % name)
                return
        if info.isreg():
            with _builtin_open(name, 'rb') as f:
                self.addfile(info, f)
        elif info.isdir():
            self.addfile(info)
            if recursive:
                for entry in sorted(os.listdir(name)):
                    self.add(os.path.join(name, entry), os.path.join(arcname, entry),
                             recursive, filter=filter)
        else:
            self.addfile(info)

    def addfile(self, tarinfo, fileobj=None):
        self._check('awx')
        tarinfo = copy.copy(tarinfo)
        head = tarinfo.tobuf(self.format, self.encoding, self.errors)
        self.fileobj.write(head)
        self.offset += len(head)
        if fileobj is not None:
            copyfileobj(fileobj, self.fileobj, tarinfo.size, bufsize=self.copybufsize)
            tail = tarinfo.size % BLOCKSIZE
            if tail:
                self.fileobj.write(NUL * (BLOCKSIZE - tail))
            self.offset += tarinfo._block(tarinfo.size)
        self.members.append(tarinfo)

    # Extraction.

    def _get_filter_function(self, filter):
        if filter is not None:
            if callable(filter):
                return filter
            if filter in _NAMED_FILTERS:
                return _NAMED_FILTERS[filter]
            raise ValueError('filter %r not found' % (filter,))
        # No filter argument: the class's (or instance's) default, itself
        # defaulting to trusting the archive fully, as 3.11 does.
        default = self.extraction_filter
        if default is None:
            return fully_trusted_filter
        if isinstance(default, str):
            raise TypeError('String names are not supported for '
                            'TarFile.extraction_filter. Use a function such as '
                            'tarfile.data_filter directly.')
        return default

    def extractall(self, path='.', members=None, *, numeric_owner=False, filter=None):
        chosen = self._get_filter_function(filter)
        directories = []
        for member in (self if members is None else members):
            member = self._get_extract_tarinfo(member, chosen, path)
            if member is None:
                continue
            if member.isdir():
                directories.append(member)
            self._extract_one(member, path, not member.isdir(), numeric_owner)
        # Directory attributes last, deepest first: extracting into a
        # directory would change its mtime, a read-only one would refuse.
        directories.sort(key=lambda m: m.name, reverse=True)
        for member in directories:
            where = os.path.join(path, member.name)
            try:
                self.chown(member, where, numeric_owner)
                self.utime(member, where)
                self.chmod(member, where)
            except ExtractError as failure:
                self._handle_nonfatal_error(failure)

    def extract(self, member, path='', set_attrs=True, *, numeric_owner=False, filter=None):
        chosen = self._get_filter_function(filter)
        member = self._get_extract_tarinfo(member, chosen, path)
        if member is not None:
            self._extract_one(member, path, set_attrs, numeric_owner)

    def _get_extract_tarinfo(self, member, filter_function, path):
        original = self.getmember(member) if isinstance(member, str) else member
        # A filter error that errorlevel lets pass leaves the member as it
        # was in the archive (CPython 3.11 does so).
        try:
            result = filter_function(original, path)
        except FilterError as e:
            self._handle_fatal_error(e)
            result = original
        except (ExtractError, OSError) as e:
            self._report(e)
            result = original
        if result is None:
            self._dbg(2, 'tarfile: Excluded %r' % original.name)
            return None
        if result.islnk():
            result = copy.copy(result)
            result._link_target = os.path.join(path, result.linkname)
        return result

    def _extract_one(self, tarinfo, path, set_attrs, numeric_owner):
        self._check('r')
        target = os.path.join(path, tarinfo.name)
        try:
            self._extract_member(tarinfo, target, set_attrs, numeric_owner)
        except (ExtractError, OSError) as e:
            self._report(e)

    def _report(self, e):
        if isinstance(e, ExtractError):
            self._handle_nonfatal_error(e)
        else:
            self._handle_fatal_error(e)

    # errorlevel 0 only reports (with debug), 1 raises the fatal errors
    # (OSError, FilterError), 2 every error.

    def _handle_nonfatal_error(self, e):
        if self.errorlevel >= 2:
            raise e
        self._dbg(1, 'tarfile: %s' % e)

    def _handle_fatal_error(self, e):
        if self.errorlevel >= 1:
            raise e
        if not isinstance(e, OSError):
            text = '%s %s' % (type(e).__name__, e)
        elif e.filename is not None:
            text = '%s %r' % (e.strerror, e.filename)
        else:
            text = e.strerror
        self._dbg(1, 'tarfile: %s' % text)

    def extractfile(self, member):
        self._check('r')
        info = self.getmember(member) if isinstance(member, str) else member
        if info.isreg() or info.type not in SUPPORTED_TYPES:
            return self.fileobject(self, info)
        if info.islnk() or info.issym():
            if isinstance(self.fileobj, _Stream):
                raise StreamError('cannot extract (sym)link as file object')
            return self.extractfile(self._find_link_target(info))
        return None

    def _extract_member(self, tarinfo, targetpath, set_attrs=True, numeric_owner=False):
        targetpath = targetpath.rstrip('/').replace('/', os.sep)
        parent = os.path.dirname(targetpath)
        if parent and not os.path.exists(parent):
            os.makedirs(parent)
        linked = tarinfo.type in (LNKTYPE, SYMTYPE)
        self._dbg(1, '%s -> %s' % (tarinfo.name, tarinfo.linkname) if linked else tarinfo.name)

        kind = tarinfo.type
        if tarinfo.isreg():
            maker = self.makefile
        elif kind == DIRTYPE:
            maker = self.makedir
        elif kind == FIFOTYPE:
            maker = self.makefifo
        elif kind in (CHRTYPE, BLKTYPE):
            maker = self.makedev
        elif kind in (LNKTYPE, SYMTYPE):
            maker = self.makelink
        elif kind in SUPPORTED_TYPES:
            maker = self.makefile
        else:
            maker = self.makeunknown
        maker(tarinfo, targetpath)

        if not set_attrs:
            return
        self.chown(tarinfo, targetpath, numeric_owner)
        if kind != SYMTYPE:
            self.chmod(tarinfo, targetpath)
            self.utime(tarinfo, targetpath)

    def makedir(self, tarinfo, targetpath):
        # Made owner-only (when it has a mode): the real mode comes last.
        args = () if tarinfo.mode is None else (0o700,)
        try:
            os.mkdir(targetpath, *args)
        except FileExistsError:
            if os.path.isdir(targetpath):
                return
            raise

    def makefile(self, tarinfo, targetpath):
        self.fileobj.seek(tarinfo.offset_data)
        if tarinfo.sparse is None:
            source = self.fileobj
        else:
            source = self.fileobject(self, tarinfo)
        with _builtin_open(targetpath, 'wb') as target:
            copyfileobj(source, target, tarinfo.size, ReadError, self.copybufsize)

    def makeunknown(self, tarinfo, targetpath):
        self.makefile(tarinfo, targetpath)
        self._dbg(1, 'tarfile: Unknown file type %r, extracted as regular file.'
                  % tarinfo.type)

    def makefifo(self, tarinfo, targetpath):
        mkfifo = getattr(os, 'mkfifo', None)
        if mkfifo is None:
            raise ExtractError('fifo not supported by system')
        mkfifo(targetpath)

    def makedev(self, tarinfo, targetpath):
        if not hasattr(os, 'mknod') or not hasattr(os, 'makedev'):
            raise ExtractError('special devices not supported by system')
        mode = tarinfo.mode
        if mode is None:
            mode = 0o600
        mode |= stat.S_IFBLK if tarinfo.isblk() else stat.S_IFCHR
        os.mknod(targetpath, mode, os.makedev(tarinfo.devmajor, tarinfo.devminor))

    def makelink(self, tarinfo, targetpath):
        try:
            if tarinfo.type == SYMTYPE:
                if os.path.lexists(targetpath):
                    os.remove(targetpath)
                os.symlink(tarinfo.linkname, targetpath)
            elif not os.path.exists(tarinfo._link_target):
                self._extract_member(self._find_link_target(tarinfo), targetpath)
            else:
                os.link(tarinfo._link_target, targetpath)
        except (AttributeError, NotImplementedError, OSError):
            # No links here: copy what the link points to instead.
            try:
                self._extract_member(self._find_link_target(tarinfo), targetpath)
            except KeyError:
                raise ExtractError('unable to resolve link inside archive') from None

    def chown(self, tarinfo, targetpath, numeric_owner):
        if not (hasattr(os, 'geteuid') and hasattr(os, 'chown') and os.geteuid() == 0):
            return
        uid, gid = tarinfo.uid, tarinfo.gid
        if not numeric_owner:
            for module, attr, lookup in (('grp', 'gname', 'getgrnam'),
                                         ('pwd', 'uname', 'getpwnam')):
                try:
                    db = __import__(module)
                    found = getattr(db, lookup)(getattr(tarinfo, attr))[2]
                except (ImportError, KeyError, TypeError):
                    continue
                if attr == 'gname':
                    gid = found
                else:
                    uid = found
        if uid is None and gid is None:
            return
        try:
            if tarinfo.issym() and hasattr(os, 'lchown'):
                os.lchown(targetpath, -1 if uid is None else uid, -1 if gid is None else gid)
            else:
                os.chown(targetpath, -1 if uid is None else uid, -1 if gid is None else gid)
        except OSError as e:
            raise ExtractError('could not change owner') from e

    def chmod(self, tarinfo, targetpath):
        self._set_attr(getattr(os, 'chmod', None), tarinfo.mode, targetpath,
                       (tarinfo.mode,), 'could not change mode')

    def utime(self, tarinfo, targetpath):
        self._set_attr(getattr(os, 'utime', None), tarinfo.mtime, targetpath,
                       ((tarinfo.mtime, tarinfo.mtime),),
                       'could not change modification time')

    @staticmethod
    def _set_attr(func, value, targetpath, args, message):
        # corral's file system keeps no modes or times: nothing to set.
        if func is None or value is None:
            return
        try:
            func(targetpath, *args)
        except OSError as e:
            raise ExtractError(message) from e

    def _find_link_target(self, tarinfo):
        if tarinfo.issym():
            parts = [p for p in (os.path.dirname(tarinfo.name), tarinfo.linkname) if p]
            linkname = '/'.join(parts)
            limit = None
        else:
            linkname = tarinfo.linkname
            limit = tarinfo
        member = self._getmember(linkname, tarinfo=limit, normalize=True)
        if member is None:
            raise KeyError('linkname %r not found' % linkname)
        return member

    # Housekeeping.

    def close(self):
        if self.closed:
            return
        self.closed = True
        try:
            if self.mode in ('a', 'w', 'x'):
                self.fileobj.write(NUL * (2 * BLOCKSIZE))
                self.offset += 2 * BLOCKSIZE
                short = self.offset % RECORDSIZE
                if short:
                    self.fileobj.write(NUL * (RECORDSIZE - short))
        finally:
            if not self._extfileobj:
                self.fileobj.close()

    def _check(self, mode=None):
        if self.closed:
            raise OSError('%s is closed' % type(self).__name__)
        if mode and self.mode not in mode:
            raise OSError('bad operation for mode %r' % self.mode)

    def _dbg(self, level, msg):
        if self.debug >= level:
            sys.stderr.write(str(msg) + '\n')

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.close()
        else:
            # An error: leave the archive unfinished, but release the file.
            if not self._extfileobj:
                self.fileobj.close()
            self.closed = True


def is_tarfile(name):
    try:
        if hasattr(name, 'read'):
            pos = name.tell()
            archive = open(fileobj=name)
            name.seek(pos)
        else:
            archive = open(name)
        archive.close()
        return True
    except TarError:
        return False


open = TarFile.open
