"""platform for corral: what a program may learn about the machine it runs on.

corral runs programs inside a virtual OS, so the answers describe a fixed,
plausible 64-bit Linux host rather than the real one: nothing here reaches
the host. The Python-level answers follow sys (version 3.11.x); the
implementation calls itself CPython, as programs compare against that name.
"""

import sys as _sys

# The made-up host every run sees.
_HOST = {
    'system': 'Linux',
    'node': 'corral',
    'release': '6.1.0-corral',
    'version': '#1 SMP PREEMPT_DYNAMIC corral',
    'machine': 'x86_64',
    'processor': '',
}
_LIBC = ('glibc', '2.36')
_BUILD = ('main', 'Jan  1 2024 00:00:00')
_COMPILER = 'GCC 12.2.0'


def _vstr():
    vi = _sys.version_info
    return '%d.%d.%d' % (vi[0], vi[1], vi[2])


_FIELD_NAMES = ('system', 'node', 'release', 'version', 'machine',
                'processor')


class uname_result(tuple):
    """The six facts about the host: system, node, release, version, machine
    and processor. Like a named tuple of the first five (its repr, length
    for comparisons and indexing follow that), iterating also yields the
    processor as CPython's does."""

    __slots__ = ()
    _fields = _FIELD_NAMES

    def __new__(cls, system, node, release, version, machine, processor=''):
        obj = tuple.__new__(cls, (system, node, release, version, machine))
        return obj

    def _pick(self, pos):
        return tuple.__getitem__(self, pos)

    system = property(lambda self: self._pick(0))
    node = property(lambda self: self._pick(1))
    release = property(lambda self: self._pick(2))
    version = property(lambda self: self._pick(3))
    machine = property(lambda self: self._pick(4))
    processor = property(lambda self: processor())

    def __iter__(self):
        for k in range(5):
            yield self._pick(k)
        yield processor()

    def __len__(self):
        return 6

    def __getitem__(self, key):
        everything = tuple(self)
        return everything[key]

    def __repr__(self):
        inner = ', '.join('%s=%r' % (n, self._pick(i))
                          for i, n in enumerate(self._fields[:5]))
        return 'uname_result(' + inner + ')'

    def __reduce__(self):
        return (uname_result, tuple.__getitem__(self, slice(0, 5)))

    def _asdict(self):
        return dict(zip(self._fields, self))

    def _replace(self, **changes):
        now = self._asdict()
        for k, v in changes.items():
            if k not in now:
                raise ValueError('Got unexpected field names: %r' % [k])
            now[k] = v
        return uname_result(*[now[f] for f in self._fields])

    @classmethod
    def _make(cls, parts):
        parts = list(parts)
        if len(parts) not in (5, 6):
            raise TypeError('Expected 5 arguments, got %d' % len(parts))
        return cls(*parts)


_the_uname = None


def uname():
    global _the_uname
    if _the_uname is None:
        h = _HOST
        _the_uname = uname_result(h['system'], h['node'], h['release'],
                                  h['version'], h['machine'])
    return _the_uname


def system():
    return _HOST['system']


def node():
    return _HOST['node']


def release():
    return _HOST['release']


def version():
    return _HOST['version']


def machine():
    return _HOST['machine']


def processor():
    return _HOST['processor']


def python_version():
    return _vstr()


def python_version_tuple():
    return tuple(_vstr().split('.'))


def python_implementation():
    return 'CPython'


def python_build():
    return _BUILD


def python_compiler():
    return _COMPILER


def python_branch():
    return ''


def python_revision():
    return ''


_OWN_BINARY = object()


def architecture(executable=_OWN_BINARY, bits='', linkage=''):
    """(bits, linkage) of an executable: the interpreter's own is a 64-bit
    ELF file; for any other the defaults come back, bits filled in from
    the pointer size."""
    if executable is _OWN_BINARY:
        return ('64bit', 'ELF')
    if not bits:
        bits = '%dbit' % (_sys.maxsize.bit_length() + 1)
    return (bits, linkage)


def libc_ver(executable=None, lib='', version='', chunksize=16384):
    return (lib or _LIBC[0], version or _LIBC[1])


def mac_ver(release='', versioninfo=('', '', ''), machine=''):
    return (release, versioninfo, machine)


def java_ver(release='', vendor='', vminfo=('', '', ''), osinfo=('', '', '')):
    return (release, vendor, vminfo, osinfo)


def win32_ver(release='', version='', csd='', ptype=''):
    return (release, version, csd, ptype)


def win32_edition():
    return None


def win32_is_iot():
    return False


def system_alias(system, release, version):
    return (system, release, version)


def freedesktop_os_release():
    return {
        'NAME': 'Debian GNU/Linux', 'ID': 'debian',
        'PRETTY_NAME': 'Debian GNU/Linux 12 (bookworm)', 'VERSION_ID': '12',
        'VERSION': '12 (bookworm)', 'VERSION_CODENAME': 'bookworm',
        'HOME_URL': 'https://www.debian.org/',
        'SUPPORT_URL': 'https://www.debian.org/support',
        'BUG_REPORT_URL': 'https://bugs.debian.org/',
    }


def platform(aliased=False, terse=False):
    """'<system>-<release>-<machine>-with-<libc><version>': on Linux the
    libc part stays even when terse is asked for, as CPython's does."""
    u = uname()
    parts = (u.system, u.release, u.machine, 'with', ''.join(libc_ver()))
    return '-'.join(x for x in parts if x)
