"""zipfile for corral: reading and writing ZIP archives, stored or deflated.

Layout (PKWARE's APPNOTE): each member is a local header, its name and
extra field, then its data; a central directory repeats the headers with
offsets, and an end record says where the directory is. This module writes
a member only once its data is complete (open(name, 'w') collects the
bytes first), so headers always carry the real CRC and sizes and no data
descriptors are needed; reading accepts them. ZIP64, encryption, bzip2 and
lzma are not supported.
"""

import io
import os
import stat as _stat
import struct
import time
import zlib

__all__ = ['BadZipFile', 'BadZipfile', 'error', 'ZIP_STORED', 'ZIP_DEFLATED',
           'ZIP_BZIP2', 'ZIP_LZMA', 'is_zipfile', 'ZipInfo', 'ZipFile',
           'PyZipFile', 'LargeZipFile']


class BadZipFile(Exception):
    pass


class LargeZipFile(Exception):
    """Raised when an archive would need ZIP64 extensions."""


BadZipfile = error = BadZipFile

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14
_METHOD_NAMES = {ZIP_STORED: 'store', ZIP_DEFLATED: 'deflate',
                 ZIP_BZIP2: 'bzip2', ZIP_LZMA: 'lzma'}
_SUPPORTED = (ZIP_STORED, ZIP_DEFLATED)

DEFAULT_VERSION = 20
ZIP64_VERSION = 45
ZIP_MAX_COMMENT = 0xffff
_UNIX = 3
_UTF8_FLAG = 0x800
_DESCRIPTOR_FLAG = 0x08
_LIMIT32 = 0xffffffff

# Record layouts: (signature, struct format without it).
_LOCAL = (b'PK\x03\x04', '<HHHHHIIIHH')
_CENTRAL = (b'PK\x01\x02', '<BBHHHHHIIIHHHHHII')
_END = (b'PK\x05\x06', '<HHHHIIH')
_LOCAL_SIZE = 4 + struct.calcsize(_LOCAL[1])
_CENTRAL_SIZE = 4 + struct.calcsize(_CENTRAL[1])
_END_SIZE = 4 + struct.calcsize(_END[1])

# Names without the UTF-8 flag are in IBM PC code page 437.
_CP437_HIGH = ('ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐'
               '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xa0')


def _name_from(raw, flags):
    if flags & _UTF8_FLAG:
        return raw.decode('utf-8')
    return ''.join(chr(b) if b < 128 else _CP437_HIGH[b - 128] for b in raw)


def _check_method(method):
    if method in _SUPPORTED:
        return
    if method in (ZIP_BZIP2, ZIP_LZMA):
        raise RuntimeError('Compression requires the (missing) %s module'
                           % ('bz2' if method == ZIP_BZIP2 else 'lzma'))
    raise NotImplementedError('That compression method is not supported')


def _pack_dos_time(dt):
    year, month, day, hour, minute, second = dt
    return (((year - 1980) << 9) | (month << 5) | day,
            (hour << 11) | (minute << 5) | (second // 2))


def _unpack_dos_time(d, t):
    return ((d >> 9) + 1980, (d >> 5) & 0xf, d & 0x1f,
            t >> 11, (t >> 5) & 0x3f, (t & 0x1f) * 2)


class ZipInfo:
    """What an archive records about one member."""

    __slots__ = ('orig_filename', 'filename', 'date_time', 'compress_type',
                 '_compresslevel', 'comment', 'extra', 'create_system',
                 'create_version', 'extract_version', 'reserved', 'flag_bits',
                 'volume', 'internal_attr', 'external_attr', 'header_offset',
                 'CRC', 'compress_size', 'file_size', '_end_offset')

    def __init__(self, filename='NoName', date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        cut = filename.find('\x00')
        if cut >= 0:
            filename = filename[:cut]
        if os.sep != '/':
            filename = filename.replace(os.sep, '/')
        self.filename = filename
        if date_time[0] < 1980:
            raise ValueError('ZIP does not support timestamps before 1980')
        self.date_time = date_time
        self.compress_type = ZIP_STORED
        self._compresslevel = None
        self.comment = b''
        self.extra = b''
        self.create_system = _UNIX
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.header_offset = 0
        self.CRC = 0
        self.compress_size = 0
        self.file_size = 0
        self._end_offset = None

    def is_dir(self):
        return self.filename.endswith('/')

    def __repr__(self):
        bits = ['<ZipInfo filename=%r' % self.filename]
        if self.compress_type != ZIP_STORED:
            bits.append('compress_type=%s' % _METHOD_NAMES.get(
                self.compress_type, self.compress_type))
        high, low = self.external_attr >> 16, self.external_attr & 0xffff
        if high:
            bits.append('filemode=%r' % _stat.filemode(high))
        if low:
            bits.append('external_attr=%#x' % low)
        if not self.is_dir():
            bits.append('file_size=%r' % self.file_size)
        if self.compress_type != ZIP_STORED or self.compress_size != self.file_size:
            bits.append('compress_size=%r' % self.compress_size)
        return ' '.join(bits) + '>'

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        filename = os.fspath(filename)
        info = os.stat(filename)
        folder = _stat.S_ISDIR(info.st_mode)
        stamp = time.localtime(info.st_mtime)[:6]
        if not strict_timestamps and stamp[0] < 1980:
            stamp = (1980, 1, 1, 0, 0, 0)
        elif not strict_timestamps and stamp[0] > 2107:
            stamp = (2107, 12, 31, 23, 59, 59)
        name = _archive_name(filename if arcname is None else os.fspath(arcname))
        if folder:
            name += '/'
        made = cls(name, stamp)
        made.external_attr = (info.st_mode & 0xffff) << 16
        if folder:
            made.file_size = 0
            made.external_attr |= 0x10
        else:
            made.file_size = info.st_size
        return made

    def _name_bytes(self):
        try:
            return self.filename.encode('ascii'), self.flag_bits
        except UnicodeEncodeError:
            return self.filename.encode('utf-8'), self.flag_bits | _UTF8_FLAG

    def _local_header(self):
        raw, flags = self._name_bytes()
        d, t = _pack_dos_time(self.date_time)
        return _LOCAL[0] + struct.pack(
            _LOCAL[1], self.extract_version, flags, self.compress_type, t, d,
            self.CRC, self.compress_size, self.file_size, len(raw),
            len(self.extra)) + raw + self.extra

    def _central_record(self):
        raw, flags = self._name_bytes()
        d, t = _pack_dos_time(self.date_time)
        return _CENTRAL[0] + struct.pack(
            _CENTRAL[1], self.create_version, self.create_system,
            self.extract_version, flags, self.compress_type, t, d, self.CRC,
            self.compress_size, self.file_size, len(raw), len(self.extra),
            len(self.comment), 0, self.internal_attr, self.external_attr,
            self.header_offset) + raw + self.extra + self.comment


def _archive_name(path):
    """A file system path as a member name: forward slashes, no drive, no
    leading slashes or '.' and '..' parts."""
    path = os.path.normpath(os.path.splitdrive(path)[1])
    while path.startswith(os.sep):
        path = path[1:]
    parts = [p for p in path.split(os.sep) if p not in ('', '.', '..')]
    return '/'.join(parts)


def _find_end(fp):
    """(end record fields, its offset) of the archive in fp, or None."""
    fp.seek(0, 2)
    size = fp.tell()
    window = min(size, _END_SIZE + ZIP_MAX_COMMENT)
    fp.seek(size - window)
    tail = fp.read(window)
    at = tail.rfind(_END[0])
    while at >= 0:
        if len(tail) - at >= _END_SIZE:
            fields = struct.unpack(_END[1], tail[at + 4:at + _END_SIZE])
            comment = tail[at + _END_SIZE:at + _END_SIZE + fields[6]]
            return fields, size - window + at, comment
        at = tail.rfind(_END[0], 0, at)
    return None


def _looks_like_zip(fp):
    try:
        return _find_end(fp) is not None
    except (OSError, ValueError, struct.error):
        return False


def is_zipfile(filename):
    try:
        if hasattr(filename, 'read'):
            here = filename.tell()
            try:
                return _looks_like_zip(filename)
            finally:
                filename.seek(here)
        with open(filename, 'rb') as fp:
            return _looks_like_zip(fp)
    except OSError:
        return False


class ZipExtFile(io.BufferedIOBase):
    """A member opened for reading: its data comes out decompressed. The
    data is checked against its CRC as a whole, so a damaged member fails
    on the first read (CPython, reading in blocks, fails on the read that
    reaches the block holding the end)."""

    def __init__(self, data, mode, info, crc_ok=True):
        super().__init__()
        self._buf = io.BytesIO(data)
        self._size = len(data)
        self._crc_ok = crc_ok
        self.mode = mode
        self.name = info.filename
        self._info = info

    def __repr__(self):
        if self.closed:
            return '<zipfile.ZipExtFile [closed]>'
        extra = ''
        if self._info.compress_type != ZIP_STORED:
            extra = ' compress_type=%s' % _METHOD_NAMES.get(
                self._info.compress_type, self._info.compress_type)
        return '<zipfile.ZipExtFile name=%r mode=%r%s>' % (self.name, self.mode, extra)

    def _verify(self):
        if not self._crc_ok:
            raise BadZipFile('Bad CRC-32 for file %r' % self.name)

    def _live(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def readable(self):
        self._live()
        return True

    def seekable(self):
        self._live()
        return True

    def read(self, n=-1):
        self._live()
        if n != 0:
            self._verify()
        return self._buf.read(-1 if n is None else n)

    def read1(self, n=-1):
        return self.read(n)

    def peek(self, n=1):
        self._live()
        here = self._buf.tell()
        got = self._buf.read(max(n, 512))
        self._buf.seek(here)
        return got

    def readline(self, limit=-1):
        self._live()
        if limit != 0:
            self._verify()
        return self._buf.readline(limit)

    def readinto(self, b):
        got = self.read(len(b))
        b[:len(got)] = got
        return len(got)

    def seek(self, offset, whence=0):
        self._live()
        return self._buf.seek(offset, whence)

    def tell(self):
        self._live()
        return self._buf.tell()


class _ZipWriteFile(io.BufferedIOBase):
    """A member opened for writing: the bytes are collected and stored in
    the archive on close."""

    def __init__(self, archive, info, level):
        super().__init__()
        self._archive = archive
        self._info = info
        self._level = level
        self._chunks = []
        self._count = 0

    def writable(self):
        return True

    def write(self, data):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        if isinstance(data, (bytes, bytearray)):
            size = len(data)
        else:
            data = memoryview(data)
            size = data.nbytes
        self._chunks.append(bytes(data))
        self._count += size
        return size

    def close(self):
        if self.closed:
            return
        super().close()
        archive = self._archive
        try:
            archive._store(self._info, b''.join(self._chunks), self._level)
        finally:
            archive._writing = False


class ZipFile:
    """A ZIP archive in a file (given by path or as a binary file object),
    opened to read ('r'), to write afresh ('w', 'x') or to add to ('a')."""

    fp = None

    def __init__(self, file, mode='r', compression=ZIP_STORED, allowZip64=True,
                 compresslevel=None, *, strict_timestamps=True,
                 metadata_encoding=None):
        if mode not in ('r', 'w', 'x', 'a'):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        _check_method(compression)
        if metadata_encoding and mode != 'r':
            raise ValueError('metadata_encoding is only supported for reading files')
        self._allow64 = allowZip64
        self.compression = compression
        self.compresslevel = compresslevel
        self.mode = mode
        self.pwd = None
        self.debug = 0
        self._strict_ts = strict_timestamps
        self.metadata_encoding = metadata_encoding
        self.NameToInfo = {}
        self.filelist = []
        self._comment = b''
        self._changed = False
        self._writing = False
        self._owns_fp = False
        if isinstance(file, os.PathLike):
            file = os.fspath(file)
        if isinstance(file, str):
            self.filename = file
            self._owns_fp = True
            opener = {'r': 'rb', 'w': 'w+b', 'x': 'x+b', 'a': 'r+b'}[mode]
            try:
                self.fp = io.open(file, opener)
            except FileNotFoundError:
                if mode != 'a':
                    raise
                mode = 'w'
                self.fp = io.open(file, 'w+b')
        else:
            self.fp = file
            self.filename = getattr(file, 'name', None)
        try:
            if mode == 'r':
                self._read_directory()
            elif mode in ('w', 'x'):
                self._changed = True
                self._write_at = self._position()
            else:
                try:
                    self._read_directory()
                    self._write_at = self._dir_start
                except BadZipFile:
                    self.fp.seek(0, 2)
                    self._write_at = self.fp.tell()
                    self._changed = True
        except BaseException:
            self._drop_fp()
            raise

    def _position(self):
        try:
            return self.fp.tell()
        except (AttributeError, OSError):
            return 0

    # ---- reading the directory ----

    def _read_directory(self):
        fp = self.fp
        try:
            found = _find_end(fp)
        except OSError:
            raise BadZipFile('File is not a zip file') from None
        if found is None:
            raise BadZipFile('File is not a zip file')
        fields, end_at, comment = found
        count, dir_size, dir_offset = fields[3], fields[4], fields[5]
        if dir_offset == _LIMIT32 or count == 0xffff:
            raise LargeZipFile('ZIP64 archives are not supported')
        self._comment = comment
        # Data prepended to the archive (a self-extracting stub, say)
        # shifts every offset by the same amount.
        shift = end_at - dir_size - dir_offset
        self._dir_start = dir_offset + shift
        fp.seek(self._dir_start)
        table = fp.read(dir_size)
        pos = 0
        while pos < len(table):
            if table[pos:pos + 4] != _CENTRAL[0]:
                raise BadZipFile('Bad magic number for central directory')
            if len(table) - pos < _CENTRAL_SIZE:
                raise BadZipFile('Truncated central directory')
            rec = struct.unpack(_CENTRAL[1], table[pos + 4:pos + _CENTRAL_SIZE])
            (made_ver, made_sys, need_ver, flags, method, t, d, crc, csize,
             usize, nlen, xlen, clen, _disk, iattr, eattr, offset) = rec
            pos += _CENTRAL_SIZE
            raw = table[pos:pos + nlen]
            pos += nlen
            if self.metadata_encoding and not flags & _UTF8_FLAG:
                name = raw.decode(self.metadata_encoding)
            else:
                name = _name_from(raw, flags)
            info = ZipInfo(name)
            info.extra = table[pos:pos + xlen]
            pos += xlen
            info.comment = table[pos:pos + clen]
            pos += clen
            info.create_version, info.create_system = made_ver, made_sys
            info.extract_version, info.flag_bits = need_ver, flags
            info.compress_type = method
            info.date_time = _unpack_dos_time(d, t)
            info.CRC, info.compress_size, info.file_size = crc, csize, usize
            info.internal_attr, info.external_attr = iattr, eattr
            info.header_offset = offset + shift
            self._remember(info)
        ordered = sorted(self.filelist, key=lambda i: i.header_offset)
        for here, following in zip(ordered, ordered[1:] + [None]):
            here._end_offset = following.header_offset if following else self._dir_start

    def _remember(self, info):
        self.filelist.append(info)
        self.NameToInfo[info.filename] = info

    # ---- queries ----

    def namelist(self):
        return [i.filename for i in self.filelist]

    def infolist(self):
        return list(self.filelist)

    def getinfo(self, name):
        info = self.NameToInfo.get(name)
        if info is None:
            raise KeyError('There is no item named %r in the archive' % name)
        return info

    def printdir(self, file=None):
        print('%-46s %19s %12s' % ('File Name', 'Modified    ', 'Size'), file=file)
        for info in self.filelist:
            stamp = '%d-%02d-%02d %02d:%02d:%02d' % info.date_time[:6]
            print('%-46s %s %12d' % (info.filename, stamp, info.file_size), file=file)

    @property
    def comment(self):
        return self._comment

    @comment.setter
    def comment(self, value):
        if not isinstance(value, bytes):
            raise TypeError("comment: expected bytes, got %s" % type(value).__name__)
        if len(value) > ZIP_MAX_COMMENT:
            import warnings
            warnings.warn('Archive comment is too long; truncating to %d bytes'
                          % ZIP_MAX_COMMENT, stacklevel=2)
            value = value[:ZIP_MAX_COMMENT]
        self._comment = value
        self._changed = True

    def setpassword(self, pwd):
        if pwd and not isinstance(pwd, bytes):
            raise TypeError('pwd: expected bytes, got %s' % type(pwd).__name__)
        self.pwd = pwd

    def __repr__(self):
        if self.fp is None:
            return '<zipfile.ZipFile [closed]>'
        if self.filename is not None and self._owns_fp:
            where = 'filename=%r' % self.filename
        else:
            where = 'file=%r' % self.fp
        return '<zipfile.ZipFile %s mode=%r>' % (where, self.mode)

    # ---- member data ----

    def _need_open(self, what='use'):
        if self.fp is None:
            raise ValueError('Attempt to %s ZIP archive that was already closed' % what)

    def _member(self, name):
        return name if isinstance(name, ZipInfo) else self.getinfo(name)

    def _raw_data(self, info):
        """The member's stored bytes, after checking its local header."""
        fp = self.fp
        fp.seek(info.header_offset)
        head = fp.read(_LOCAL_SIZE)
        if len(head) != _LOCAL_SIZE:
            raise BadZipFile('Truncated file header')
        if head[:4] != _LOCAL[0]:
            raise BadZipFile('Bad magic number for file header')
        fields = struct.unpack(_LOCAL[1], head[4:])
        nlen, xlen = fields[8], fields[9]
        raw_name = fp.read(nlen)
        fp.read(xlen)
        if info.flag_bits & _UTF8_FLAG or self.metadata_encoding is None:
            local_name = _name_from(raw_name, info.flag_bits)
        else:
            local_name = raw_name.decode(self.metadata_encoding)
        if local_name != info.orig_filename:
            raise BadZipFile('File name in directory %r and header %r differ.'
                             % (info.orig_filename, local_name))
        data = fp.read(info.compress_size)
        if len(data) != info.compress_size:
            raise EOFError
        return data

    def _contents(self, info):
        """(decompressed bytes, whether the CRC matched)."""
        if info.flag_bits & 0x1:
            raise NotImplementedError('File %r is encrypted: encrypted members '
                                      'are not supported' % info.filename)
        _check_method(info.compress_type)
        data = self._raw_data(info)
        if info.compress_type == ZIP_DEFLATED:
            try:
                data = zlib.decompress(data, -15)
            except zlib.error as exc:
                raise BadZipFile('Bad compressed data for file %r: %s'
                                 % (info.filename, exc)) from None
        return data, zlib.crc32(data) == info.CRC

    def open(self, name, mode='r', pwd=None, *, force_zip64=False):
        if mode not in ('r', 'w'):
            raise ValueError('open() requires mode "r" or "w"')
        if pwd and not isinstance(pwd, bytes):
            raise TypeError('pwd: expected bytes, got %s' % type(pwd).__name__)
        if pwd and mode == 'w':
            raise ValueError('pwd is only supported for reading files')
        self._need_open()
        if mode == 'w':
            return self._open_for_writing(name)
        info = self._member(name)
        if self._writing:
            raise ValueError("Can't read from the ZIP file while there is "
                             "an open writing handle on it. Close the writing "
                             "handle before trying to read.")
        data, ok = self._contents(info)
        return ZipExtFile(data, 'r', info, ok)

    def read(self, name, pwd=None):
        with self.open(name, 'r', pwd) as member:
            return member.read()

    def testzip(self):
        """The name of the first member whose data is damaged, or None."""
        for info in self.filelist:
            try:
                data, ok = self._contents(info)
            except BadZipFile:
                return info.filename
            if not ok:
                return info.filename
        return None

    # ---- extraction ----

    def _target(self, info, root):
        parts = [p for p in info.filename.split('/') if p not in ('', '.', '..')]
        target = os.path.join(root, *parts) if parts else root
        return os.path.normpath(target)

    def _extract_one(self, info, root):
        target = self._target(info, root)
        folder = os.path.dirname(target)
        if folder and not os.path.exists(folder):
            os.makedirs(folder)
        if info.is_dir():
            if not os.path.isdir(target):
                os.mkdir(target)
            return target
        data = self.read(info)
        with io.open(target, 'wb') as out:
            out.write(data)
        return target

    def extract(self, member, path=None, pwd=None):
        root = os.getcwd() if path is None else os.fspath(path)
        return self._extract_one(self._member(member), root)

    def extractall(self, path=None, members=None, pwd=None):
        root = os.getcwd() if path is None else os.fspath(path)
        chosen = self.filelist if members is None else members
        for member in chosen:
            self._extract_one(self._member(member), root)

    # ---- writing ----

    def _need_writable(self, busy=None):
        if self.mode not in ('w', 'x', 'a'):
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        self._need_open('write to')
        if self._writing and busy is not None:
            raise ValueError(busy)

    def _new_info(self, name, folder=False):
        info = ZipInfo(name, time.localtime(time.time())[:6])
        info.compress_type = self.compression
        info._compresslevel = self.compresslevel
        if folder or name.endswith('/'):
            info.external_attr = (0o40775 << 16) | 0x10
        else:
            info.external_attr = 0o600 << 16
        return info

    def _open_for_writing(self, name):
        self._need_writable("Can't write to the ZIP file while there is "
                            "another write handle open on it. Close the first "
                            "handle before opening another.")
        if isinstance(name, ZipInfo):
            info = name
            if not info.external_attr:
                info.external_attr = 0o600 << 16
        else:
            info = self._new_info(name)
        self._writing = True
        return _ZipWriteFile(self, info, info._compresslevel)

    def _store(self, info, data, level=None):
        """Write member info with contents data at the end of the members."""
        if info.filename in self.NameToInfo:
            import warnings
            warnings.warn('Duplicate name: %r' % info.filename, stacklevel=3)
        method = info.compress_type
        _check_method(method)
        info.file_size = len(data)
        info.CRC = zlib.crc32(data)
        if method == ZIP_DEFLATED:
            packer = zlib.compressobj(-1 if level is None else level,
                                      zlib.DEFLATED, -15)
            data = packer.compress(data) + packer.flush()
        info.compress_size = len(data)
        if max(info.file_size, info.compress_size, self._write_at) > _LIMIT32:
            raise LargeZipFile('Filesize would require ZIP64 extensions')
        info.header_offset = self._write_at
        fp = self.fp
        fp.seek(self._write_at)
        fp.write(info._local_header())
        fp.write(data)
        self._write_at = fp.tell()
        self._remember(info)
        self._changed = True

    def writestr(self, zinfo_or_arcname, data, compress_type=None,
                 compresslevel=None):
        if isinstance(data, str):
            data = data.encode('utf-8')
        if isinstance(zinfo_or_arcname, ZipInfo):
            info = zinfo_or_arcname
            if info.external_attr == 0:
                info.external_attr = 0o600 << 16
        else:
            info = self._new_info(zinfo_or_arcname)
        self._need_writable("Can't write to ZIP archive while an open writing "
                            "handle exists.")
        if compress_type is not None:
            info.compress_type = compress_type
        level = compresslevel if compresslevel is not None else info._compresslevel
        self._store(info, bytes(data), level)

    def write(self, filename, arcname=None, compress_type=None,
              compresslevel=None):
        self._need_writable("Can't write to ZIP archive while an open writing "
                            "handle exists")
        info = ZipInfo.from_file(filename, arcname,
                                 strict_timestamps=self._strict_ts)
        if info.is_dir():
            info.compress_size = 0
            info.CRC = 0
            self._store(info, b'', None)
            return
        info.compress_type = self.compression if compress_type is None else compress_type
        level = self.compresslevel if compresslevel is None else compresslevel
        with io.open(filename, 'rb') as src:
            self._store(info, src.read(), level)

    def mkdir(self, zinfo_or_directory_name, mode=511):
        if isinstance(zinfo_or_directory_name, ZipInfo):
            info = zinfo_or_directory_name
            if not info.is_dir():
                raise ValueError('The given ZipInfo does not describe a directory')
        elif isinstance(zinfo_or_directory_name, str):
            name = zinfo_or_directory_name
            if not name.endswith('/'):
                name += '/'
            info = ZipInfo(name, time.localtime(time.time())[:6])
            info.external_attr = ((0o40000 | mode) & 0xffff) << 16 | 0x10
        else:
            raise TypeError('Expected type str or ZipInfo')
        self._need_writable()
        info.compress_type = ZIP_STORED
        self._store(info, b'', None)

    # ---- closing ----

    def _write_directory(self):
        fp = self.fp
        fp.seek(self._write_at)
        start = self._write_at
        for info in self.filelist:
            fp.write(info._central_record())
        size = fp.tell() - start
        count = len(self.filelist)
        if count > 0xffff or start > _LIMIT32:
            raise LargeZipFile('Archive would require ZIP64 extensions')
        fp.write(_END[0] + struct.pack(_END[1], 0, 0, count, count, size, start,
                                       len(self._comment)) + self._comment)
        if self.mode == 'a' and hasattr(fp, 'truncate'):
            fp.truncate()
        fp.flush()

    def close(self):
        if self.fp is None:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is an open "
                             "writing handle on it. Close the writing handle "
                             "before closing the zip.")
        try:
            if self.mode in ('w', 'x', 'a') and self._changed:
                self._write_directory()
        finally:
            self._drop_fp()

    def _drop_fp(self):
        fp, self.fp = self.fp, None
        if fp is not None and self._owns_fp:
            fp.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        # Like CPython: an archive never closed loses its directory.
        self._drop_fp()


class PyZipFile(ZipFile):
    """A ZipFile that can also add Python sources (writepy)."""

    def __init__(self, file, mode='r', compression=ZIP_STORED,
                 allowZip64=True, optimize=-1):
        super().__init__(file, mode, compression, allowZip64)
        self._optimize = optimize

    def writepy(self, pathname, basename='', filterfunc=None):
        pathname = os.fspath(pathname)
        if filterfunc is not None and not filterfunc(pathname):
            return
        if os.path.isdir(pathname):
            for entry in sorted(os.listdir(pathname)):
                full = os.path.join(pathname, entry)
                if os.path.isdir(full) or entry.endswith('.py'):
                    inner = basename + '/' + os.path.basename(pathname) if basename \
                        else os.path.basename(pathname)
                    self.writepy(full, inner, filterfunc)
            return
        if not pathname.endswith('.py'):
            raise RuntimeError('Files added with writepy() must end with ".py"')
        arc = os.path.basename(pathname)
        self.write(pathname, basename + '/' + arc if basename else arc)

