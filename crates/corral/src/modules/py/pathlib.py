"""pathlib for corral: POSIX paths, with the concrete operations going to
the virtual filesystem the host grants."""

import os
import fnmatch as _fn

__all__ = ['PurePath', 'PurePosixPath', 'PureWindowsPath', 'Path', 'PosixPath', 'WindowsPath']


def _parse(parts):
    """(root, [names]) of the joined parts, collapsed like pathlib does:
    empty and '.' names dropped, '..' kept."""
    root = ''
    names = []
    for p in parts:
        if isinstance(p, PurePath):
            p = str(p)
        else:
            p = os.fspath(p)
            if isinstance(p, bytes):
                raise TypeError("argument should be a str or an os.PathLike object where "
                                "__fspath__ returns a str, not 'bytes'")
            if not isinstance(p, str):
                raise TypeError("argument should be a str or an os.PathLike object where "
                                f"__fspath__ returns a str, not {type(p).__name__!r}")
        if p.startswith('/'):
            # POSIX keeps a root of exactly two slashes.
            root = '//' if p.startswith('//') and not p.startswith('///') else '/'
            names = []
        names.extend(x for x in p.split('/') if x and x != '.')
    return root, names


class PurePath:
    """A path without filesystem access."""

    __slots__ = ('_root', '_names', '_str', '_hash')

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_parts(args)

    @classmethod
    def _from_parts(cls, args):
        self = object.__new__(cls)
        self._root, self._names = _parse(args)
        self._str = None
        self._hash = None
        return self

    @classmethod
    def _make(cls, root, names):
        self = object.__new__(cls)
        self._root, self._names = root, names
        self._str = None
        self._hash = None
        return self

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    def __str__(self):
        if self._str is None:
            self._str = (self._root + '/'.join(self._names)) or '.'
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(str(self))

    def __repr__(self):
        return f"{self.__class__.__name__}({self.as_posix()!r})"

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        return 'file://' + str(self)

    def _key(self):
        return (self._root, self._names)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) == str(other)

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(str(self))
        return self._hash

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts < other.parts

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts <= other.parts

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts > other.parts

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts >= other.parts

    def __truediv__(self, key):
        try:
            return self._from_parts((self, key))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self._from_parts((key, self))
        except TypeError:
            return NotImplemented

    def joinpath(self, *args):
        return self._from_parts((self,) + args)

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        if self._root:
            return (self._root,) + tuple(self._names)
        return tuple(self._names)

    @property
    def name(self):
        return self._names[-1] if self._names else ''

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._names:
            return self
        return self._make(self._root, self._names[:-1])

    @property
    def parents(self):
        out = []
        p = self
        while p._names:
            p = p.parent
            out.append(p)
        return tuple(out)

    def with_name(self, name):
        if not self.name:
            raise ValueError(f"{self!r} has an empty name")
        if not name or '/' in name or name == '.':
            raise ValueError(f"Invalid name {name!r}")
        return self._make(self._root, self._names[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix or (suffix and not suffix.startswith('.')) or suffix == '.':
            raise ValueError(f"Invalid suffix {suffix!r}")
        name = self.name
        if not name:
            raise ValueError(f"{self!r} has an empty name")
        old = self.suffix
        base = name[:len(name) - len(old)] if old else name
        return self._make(self._root, self._names[:-1] + [base + suffix])

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        o = self._from_parts(other)
        n = len(o._names)
        if o._root != self._root or self._names[:n] != o._names:
            fmt = "{!r} is not in the subpath of {!r} OR one path is relative and the other is absolute."
            raise ValueError(fmt.format(str(self), str(o)))
        return self._make('', self._names[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def match(self, path_pattern):
        pat = self._from_parts((path_pattern,))
        if not pat._names and not pat._root:
            raise ValueError("empty pattern")
        if pat._root:
            if pat._root != self._root or len(pat._names) != len(self._names):
                return False
        elif len(pat._names) > len(self._names):
            return False
        for name, p in zip(reversed(self._names), reversed(pat._names)):
            if not _fn.fnmatchcase(name, p):
                return False
        return True


class PurePosixPath(PurePath):
    __slots__ = ()


class PureWindowsPath(PurePath):
    __slots__ = ()

    def __new__(cls, *args):
        raise NotImplementedError("Windows paths are not available in corral")


class Path(PurePath):
    """A path with the virtual filesystem behind it."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return cls._from_parts(args)

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser('~'))

    def absolute(self):
        if self._root:
            return self
        return self._from_parts((os.getcwd(), self))

    def resolve(self, strict=False):
        p = os.path.abspath(str(self))
        if strict:
            os.stat(p)
        return self._from_parts((p,))

    def expanduser(self):
        return self._from_parts((os.path.expanduser(str(self)),))

    def stat(self, *, follow_symlinks=True):
        return os.stat(self)

    def lstat(self):
        return os.stat(self)

    def exists(self):
        return os.path.exists(self)

    def is_file(self):
        return os.path.isfile(self)

    def is_dir(self):
        return os.path.isdir(self)

    def is_symlink(self):
        return False

    def is_mount(self):
        return os.path.ismount(self)

    def samefile(self, other_path):
        return os.path.samefile(self, other_path)

    def iterdir(self):
        for name in os.listdir(self):
            yield self._make(self._root, self._names + [name])

    def _walk_names(self, dirs_only):
        """Every descendant (relative names), the path itself as []."""
        out = [[]]
        stack = [[]]
        while stack:
            rel = stack.pop()
            base = self._make(self._root, self._names + rel)
            try:
                names = os.listdir(base)
            except OSError:
                continue
            sub = []
            for n in names:
                child = rel + [n]
                if os.path.isdir(self._make(self._root, self._names + child)):
                    sub.append(child)
                    out.append(child)
                elif not dirs_only:
                    out.append(child)
            stack.extend(reversed(sub))
        return out

    def glob(self, pattern):
        pat = PurePosixPath(pattern)
        if pat._root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if not pat._names:
            raise ValueError(f"Unacceptable pattern: {pattern!r}")
        return self._select(pat._names)

    def rglob(self, pattern):
        pat = PurePosixPath(pattern)
        if pat._root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        return self._select(['**'] + pat._names)

    def _select(self, segs):
        current = [[]]
        for i, seg in enumerate(segs):
            last = i == len(segs) - 1
            nxt = []
            seen = set()
            for rel in current:
                base = self._make(self._root, self._names + rel)
                if seg == '**':
                    for sub in base._walk_names(True):
                        key = tuple(rel + sub)
                        if key not in seen:
                            seen.add(key)
                            nxt.append(rel + sub)
                    continue
                if seg == '..':
                    nxt.append(rel + ['..'])
                    continue
                if not any(c in seg for c in '*?['):
                    child = self._make(self._root, self._names + rel + [seg])
                    if child.exists() and (last or child.is_dir()):
                        nxt.append(rel + [seg])
                    continue
                try:
                    names = os.listdir(base)
                except OSError:
                    continue
                for n in _fn.filter(names, seg):
                    child = rel + [n]
                    if last or os.path.isdir(self._make(self._root, self._names + child)):
                        nxt.append(child)
            current = nxt
        for rel in current:
            yield self._make(self._root, self._names + rel)

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return open(self, mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with open(self, 'r', encoding=encoding, errors=errors) as f:
            return f.read()

    def read_bytes(self):
        with open(self, 'rb') as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError(f"data must be str, not {type(data).__name__}")
        with open(self, 'w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def write_bytes(self, data):
        view = bytes(data)
        with open(self, 'wb') as f:
            return f.write(view)

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, 'File exists', str(self))
            return
        open(self, 'ab').close()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(self)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        os.rmdir(self)

    def unlink(self, missing_ok=False):
        try:
            os.remove(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        os.rename(self, target)
        return self.__class__(target)

    def replace(self, target):
        os.replace(self, target)
        return self.__class__(target)

    def chmod(self, mode, *, follow_symlinks=True):
        os.stat(self)

    def owner(self):
        return 'corral'

    def group(self):
        return 'corral'


class PosixPath(Path, PurePosixPath):
    __slots__ = ()


class WindowsPath(Path, PureWindowsPath):
    __slots__ = ()
