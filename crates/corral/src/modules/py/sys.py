"""sys for corral: interpreter facts and the program's own output streams.

Nothing here reaches the host: argv holds only the program's name, the platform and paths
are fixed facts of the sandbox (not the host's), and stdout/stderr write to the run's
bounded output.
"""

import _sys
from io import TextIOWrapper as _TextIOWrapper
from _sys import getrecursionlimit, setrecursionlimit, exception



def __getattr__(name):
    # `modules`, the imported modules by name (an import looks there first
    # once it exists), is made on first use: it holds the main program's
    # module, whose globals() dict every module-level store must then keep
    # in step with, so programs that never look pay nothing.
    if name == 'modules':
        global modules
        modules = _sys.modules()
        return modules
    raise AttributeError(f"module 'sys' has no attribute '{name}'")


def exc_info():
    """(type, value, traceback) of the exception being handled, or Nones."""
    e = exception()
    if e is None:
        return (None, None, None)
    return (type(e), e, getattr(e, '__traceback__', None))


class _Struct(tuple):
    """A CPython struct sequence: a tuple with named fields."""
    _fields = ()
    _name = ''

    def __new__(cls, values):
        return tuple.__new__(cls, values)

    def __repr__(self):
        parts = ', '.join(f'{n}={v!r}' for n, v in zip(self._fields, self))
        return f'{self._name}({parts})'

    def __reduce__(self):
        return (type(self), (tuple(self),))


def _struct_type(name, fields):
    def make(i):
        return property(lambda self: self[i])
    ns = {'_fields': tuple(fields), '_name': name}
    for i, f in enumerate(fields):
        ns[f] = make(i)
    cls = type(name.split('.')[-1], (_Struct,), ns)
    cls.__module__ = 'sys'
    return cls


version_info = _struct_type(
    'sys.version_info', ('major', 'minor', 'micro', 'releaselevel', 'serial'))((3, 11, 7, 'final', 0))
version = '3.11.7 (main, corral) [corral]'
hexversion = 0x30b07f0
api_version = 1013
implementation_name = 'corral'
maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = 'little'
argv = [_sys.argv0()]
orig_argv = ['python3'] + argv
dont_write_bytecode = True
float_info = _struct_type('sys.float_info', (
    'max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig',
    'mant_dig', 'epsilon', 'radix', 'rounds'))((
        1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021,
        -307, 15, 53, 2.220446049250313e-16, 2, 1))
int_info = _struct_type('sys.int_info', (
    'bits_per_digit', 'sizeof_digit', 'default_max_str_digits',
    'str_digits_check_threshold'))((30, 4, 4300, 640))
float_repr_style = 'short'
hash_info = _struct_type('sys.hash_info', (
    'width', 'modulus', 'inf', 'nan', 'imag', 'algorithm', 'hash_bits',
    'seed_bits', 'cutoff'))((64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
flags = _struct_type('sys.flags', (
    'debug', 'inspect', 'interactive', 'optimize', 'dont_write_bytecode',
    'no_user_site', 'no_site', 'ignore_environment', 'verbose', 'bytes_warning',
    'quiet', 'hash_randomization', 'isolated', 'dev_mode', 'utf8_mode',
    'warn_default_encoding', 'safe_path', 'int_max_str_digits'))(
        (0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 1, 1, False, 1, 0, True, -1))

# The sandbox's own facts: programs branch on them, none reveals the host.
platform = 'linux'
executable = ''
_base_executable = ''
prefix = base_prefix = exec_prefix = base_exec_prefix = '/usr'
platlibdir = 'lib'
path = []
meta_path = []
path_hooks = []
path_importer_cache = {}
builtin_module_names = ('_sys', 'builtins', 'sys')
stdlib_module_names = frozenset()
warnoptions = []
_xoptions = {}
abiflags = ''
copyright = 'corral: a Python 3.11 sandbox'


class _Namespace:
    """Like types.SimpleNamespace (which imports sys, so it can't be used here)."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self):
        items = ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())
        return f'namespace({items})'


_Namespace.__name__ = _Namespace.__qualname__ = 'SimpleNamespace'
_Namespace.__module__ = 'types'
implementation = _Namespace(name='corral', cache_tag=None, version=version_info,
                            hexversion=hexversion, _multiarch='x86_64-linux-gnu')
del _Namespace


def getfilesystemencoding():
    return 'utf-8'


def getfilesystemencodeerrors():
    return 'surrogateescape'


def getsizeof(obj, default=None):
    """CPython's size of common objects on 64-bit Linux; corral's own
    objects are laid out differently, so this is an estimate."""
    t = type(obj)
    if t is bool or obj is None:
        return 28 if t is bool else 16
    if t is int:
        digits = 0
        n = abs(obj)
        while n:
            n >>= 30
            digits += 1
        return 24 + 4 * max(digits, 1) if obj else 24
    if t is float:
        return 24
    if t is str:
        return 49 + len(obj) if obj.isascii() else 74 + 4 * len(obj)
    if t is bytes:
        return 33 + len(obj)
    if t is list:
        return 56 + 8 * len(obj)
    if t is tuple:
        return 40 + 8 * len(obj)
    if t is dict:
        return 64 if not obj else 232 if len(obj) <= 5 else 360 if len(obj) <= 10 else 64 + 36 * len(obj)
    if t in (set, frozenset):
        return 216 if len(obj) <= 4 else 728 if len(obj) <= 18 else 216 + 32 * len(obj)
    if default is not None:
        return default
    return 48


def is_finalizing():
    return False


def getrefcount(obj):
    return 2


_int_max_str_digits = 4300


def get_int_max_str_digits():
    return _int_max_str_digits


def set_int_max_str_digits(maxdigits):
    # The conversions read _int_max_str_digits when a number passes the
    # default limit (and charge the quadratic work up front).
    global _int_max_str_digits
    maxdigits = maxdigits.__index__()
    if maxdigits != 0 and maxdigits < 640:
        raise ValueError("maxdigits must be 0 or larger than 640")
    _int_max_str_digits = maxdigits



class _StdStream(_TextIOWrapper):
    """The program's own stdin, stdout and stderr."""

    def write(self, s):
        if self._fd == 0:
            from io import UnsupportedOperation
            raise UnsupportedOperation('not writable')
        return _sys.write(self._fd == 2, s)

    def read(self, size=-1):
        if self._fd != 0:
            from io import UnsupportedOperation
            raise UnsupportedOperation('not readable')
        return ''

    readline = read

    def flush(self):
        pass

    def fileno(self):
        return self._fd

    def readable(self):
        return self._fd == 0

    def writable(self):
        return self._fd != 0

    def seekable(self):
        return False

    def close(self):
        pass

    # reconfigure() is TextIOWrapper's: the streams carry text to the host
    # as it is, so what changes is only what the program reads back.

    @property
    def buffer(self):
        b = self.__dict__.get('_buffer')
        if b is None:
            b = self._buffer = _StdBuffer(self)
        return b


class _StdBuffer:
    """sys.stdout.buffer and friends: bytes written are UTF-8 text to the
    host (a sequence split across writes is kept until it is whole)."""

    def __init__(self, stream):
        self._stream = stream
        self._pending = b''
        self.raw = self
        self.name = stream.name
        self.mode = stream.mode + 'b'
        self.closed = False

    def write(self, b):
        if self._stream._fd == 0:
            from io import UnsupportedOperation
            raise UnsupportedOperation('write')
        data = self._pending + bytes(b)
        cut = len(data)
        # Keep an incomplete UTF-8 sequence at the end for the next write.
        for back in range(1, min(4, len(data)) + 1):
            c = data[-back]
            if c < 0x80:
                break
            if c >= 0xC0:
                need = 2 if c < 0xE0 else 3 if c < 0xF0 else 4
                if need > back:
                    cut = len(data) - back
                break
        self._pending = data[cut:]
        if cut:
            _sys.write(self._stream._fd == 2, data[:cut].decode('utf-8', 'replace'))
        return len(b)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        if self._stream._fd != 0:
            from io import UnsupportedOperation
            raise UnsupportedOperation('read')
        return b''

    def readline(self, size=-1):
        return self.read(size)

    def flush(self):
        if self._pending:
            data, self._pending = self._pending, b''
            _sys.write(self._stream._fd == 2, data.decode('utf-8', 'replace'))

    def close(self):
        self.flush()

    def fileno(self):
        return self._stream._fd

    def isatty(self):
        return False

    def readable(self):
        return self._stream._fd == 0

    def writable(self):
        return self._stream._fd != 0

    def seekable(self):
        return False

    def __repr__(self):
        kind = 'Reader' if self._stream._fd == 0 else 'Writer'
        return f"<_io.Buffered{kind} name={self.name!r}>"


_StdBuffer.__module__ = '_io'


_StdStream.__name__ = _StdStream.__qualname__ = 'TextIOWrapper'
_StdStream.__module__ = '_io'


def _stream(name, mode, fd):
    s = object.__new__(_StdStream)
    s.name = name
    s.mode = mode
    s.encoding = 'utf-8'
    s.errors = 'strict'
    s.closed = False
    s._fd = fd
    return s


stdin = _stream('<stdin>', 'r', 0)
stdout = _stream('<stdout>', 'w', 1)
stderr = _stream('<stderr>', 'w', 2)
__stdin__ = stdin
__stdout__ = stdout
__stderr__ = stderr


exit = _sys.exit


def intern(s):
    if type(s) is not str:
        raise TypeError(f'intern() argument must be str, not {type(s).__name__}')
    return s


def getdefaultencoding():
    return 'utf-8'


del _struct_type


def displayhook(value):
    """Show an interactive expression statement's value (compile()'s
    'single' mode): its repr on stdout, and keep it as builtins._."""
    if value is None:
        return
    import builtins
    builtins._ = None
    stdout.write(repr(value) + "\n")
    builtins._ = value


__displayhook__ = displayhook
