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
            if not isinstance(p, str):
                raise TypeError("argument should be a str object or an os.PathLike "
                                f"object returning str, not {type(p)!r}")
        if p.startswith('/'):
            # POSIX keeps a root of exactly two slashes.
            root = '//' if p.startswith('//') and not p.startswith('///') else '/'
            names = []
        names.extend(x for x in p.split('/') if x and x != '.')
    return root, names


_URI_SAFE = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~/')


def _comparison(test):
    def compare(self, other):
        if isinstance(other, PurePath):
            return test(self, other)
        return NotImplemented
    return compare


def _joined_or_not(path, pieces):
    try:
        return path._of(pieces)
    except TypeError:
        return NotImplemented


def _suffix_split(name):
    """(stem, suffix) of a final name; a leading or trailing dot does not
    start a suffix."""
    dot = name.rfind('.')
    if 0 < dot < len(name) - 1:
        return name[:dot], name[dot:]
    return name, ''


class PurePath:
    """A path without filesystem access."""

    __slots__ = ('_root', '_names', '_str', '_hash')

    def __new__(cls, *args):
        return (PurePosixPath if cls is PurePath else cls)._of(args)

    @classmethod
    def _of(cls, pieces):
        """A path of this class joining the pieces (strs, os.PathLikes)."""
        return cls._make(*_parse(pieces))

    @classmethod
    def _make(cls, root, names):
        made = object.__new__(cls)
        made._root = root
        made._names = names
        made._str = made._hash = None  # computed when first needed
        return made

    def __reduce__(self):
        return type(self), self.parts

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
        if not self._root:
            raise ValueError("relative path can't be expressed as a file URI")
        # Percent-encode the UTF-8 bytes of everything but unreserved
        # characters and the separators.
        encoded = ''.join(chr(b) if chr(b) in _URI_SAFE else f'%{b:02X}'
                          for b in str(self).encode('utf-8'))
        return 'file://' + encoded

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(str(self))
        return self._hash

    # Paths compare with paths only: equal by their text, ordered by parts.
    __eq__ = _comparison(lambda a, b: str(a) == str(b))
    __lt__ = _comparison(lambda a, b: a.parts < b.parts)
    __le__ = _comparison(lambda a, b: a.parts <= b.parts)
    __gt__ = _comparison(lambda a, b: a.parts > b.parts)
    __ge__ = _comparison(lambda a, b: a.parts >= b.parts)

    # path / "name" and "dir" / path; anything that is no path piece gives
    # the usual unsupported-operand TypeError.
    def __truediv__(self, key):
        return _joined_or_not(self, (self, key))

    def __rtruediv__(self, key):
        return _joined_or_not(self, (key, self))

    def joinpath(self, *args):
        return self._of((self,) + args)

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
        return _suffix_split(self.name)[1]

    @property
    def suffixes(self):
        # Every dot after the leading ones starts a suffix, unless the
        # name ends with a dot.
        name = self.name
        if name.endswith('.'):
            return []
        return ['.' + piece for piece in name.lstrip('.').split('.')[1:]]

    @property
    def stem(self):
        return _suffix_split(self.name)[0]

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
        base = self._of(other)
        depth = len(base._names)
        if base._root == self._root and self._names[:depth] == base._names:
            return self._make('', self._names[depth:])
        raise ValueError(f"{str(self)!r} is not in the subpath of {str(base)!r} OR one "
                         "path is relative and the other is absolute.")

    def is_relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        base = self._of(other)
        depth = len(base._names)
        return base._root == self._root and self._names[:depth] == base._names

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def match(self, path_pattern):
        pat = self._of((path_pattern,))
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
        return (PosixPath if cls is Path else cls)._of(args)

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser('~'))

    def absolute(self):
        if self._root:
            return self
        return self._of((os.getcwd(), self))

    def resolve(self, strict=False):
        p = os.path.abspath(str(self))
        if strict:
            os.stat(p)
        return self._of((p,))

    def expanduser(self):
        return self._of((os.path.expanduser(str(self)),))

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
        with open(self, encoding=encoding, errors=errors) as stream:
            return stream.read()

    def read_bytes(self):
        with open(self, 'rb') as stream:
            return stream.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if isinstance(data, str):
            with open(self, 'w', encoding=encoding, errors=errors, newline=newline) as stream:
                return stream.write(data)
        raise TypeError(f"data must be str, not {type(data).__name__}")

    def write_bytes(self, data):
        payload = bytes(data)  # any bytes-like object, as CPython accepts
        with open(self, 'wb') as stream:
            return stream.write(payload)

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
            # A missing parent: make the chain first when asked to.
            if parents and self.parent != self:
                self.parent.mkdir(parents=True, exist_ok=True)
                self.mkdir(mode, parents=False, exist_ok=exist_ok)
            else:
                raise
        except OSError:
            if exist_ok and self.is_dir():
                return
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
        return type(self)(target)

    def replace(self, target):
        os.replace(self, target)
        return type(self)(target)

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
