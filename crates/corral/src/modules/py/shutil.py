"""shutil for corral: copying, moving and removing over the virtual
filesystem (no processes, so no which() answers), and ZIP archives."""

import os

__all__ = ['copyfileobj', 'copyfile', 'copy', 'copy2', 'copytree', 'rmtree', 'move',
           'which', 'Error', 'SameFileError', 'make_archive',
           'get_archive_formats', 'register_archive_format',
           'unregister_archive_format', 'get_unpack_formats',
           'register_unpack_format', 'unregister_unpack_format',
           'unpack_archive', 'ReadError', 'RegistryError']


class Error(OSError):
    pass


class SameFileError(Error):
    pass


def copyfileobj(fsrc, fdst, length=0):
    while True:
        buf = fsrc.read(length if length > 0 else 1 << 16)
        if not buf:
            break
        fdst.write(buf)


def copyfile(src, dst, *, follow_symlinks=True):
    if os.path.abspath(os.fspath(src)) == os.path.abspath(os.fspath(dst)):
        raise SameFileError(f"{src!r} and {dst!r} are the same file")
    with open(src, 'rb') as f:
        data = f.read()
    with open(dst, 'wb') as f:
        f.write(data)
    return dst


def copy(src, dst, *, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(os.fspath(src)))
    copyfile(src, dst)
    return dst


copy2 = copy


def copymode(src, dst, *, follow_symlinks=True):
    os.stat(src)
    os.stat(dst)


copystat = copymode


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    src, dst = os.fspath(src), os.fspath(dst)
    todo = [(src, dst)]
    while todo:
        s, d = todo.pop()
        names = os.listdir(s)
        ignored = ignore(s, names) if ignore is not None else set()
        os.makedirs(d, exist_ok=dirs_exist_ok)
        for n in names:
            if n in ignored:
                continue
            sp, dp = os.path.join(s, n), os.path.join(d, n)
            if os.path.isdir(sp):
                todo.append((sp, dp))
            else:
                copy_function(sp, dp)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    path = os.fspath(path)
    try:
        if not os.stat(path).st_mode & 0o040000:
            raise NotADirectoryError(20, 'Not a directory', path)
        dirs = []
        for root, subdirs, files in os.walk(path):
            dirs.append(root)
            for f in files:
                os.remove(os.path.join(root, f))
        for d in reversed(dirs):
            os.rmdir(d)
    except OSError as e:
        if ignore_errors:
            return
        if onerror is not None:
            onerror(rmtree, path, (type(e), e, None))
            return
        raise


def move(src, dst, copy_function=copy2):
    src, dst = os.fspath(src), os.fspath(dst)
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src.rstrip('/')))
        if os.path.exists(dst):
            raise Error(f"Destination path '{dst}' already exists")
    try:
        os.rename(src, dst)
    except OSError as e:
        if e.errno != 18:
            raise
        if os.path.isdir(src):
            copytree(src, dst, copy_function=copy_function)
            rmtree(src)
        else:
            copy_function(src, dst)
            os.remove(src)
    return dst


def which(cmd, mode=None, path=None):
    return None


def disk_usage(path):
    raise OSError(38, 'Function not implemented')


def ignore_patterns(*patterns):
    """A copytree() `ignore` callable skipping names that match any of the
    glob patterns."""
    import fnmatch

    def skip(path, names):
        hits = set()
        for pat in patterns:
            hits.update(fnmatch.filter(names, pat))
        return hits

    return skip


def get_terminal_size(fallback=(80, 24)):
    """$COLUMNS / $LINES when set to positive numbers, else `fallback`
    (the guest's stdout is never a terminal)."""
    size = []
    for var, default in (('COLUMNS', fallback[0]), ('LINES', fallback[1])):
        try:
            value = int(os.environ[var])
        except (KeyError, ValueError):
            value = 0
        size.append(value if value > 0 else default)
    return os.terminal_size(size)


# ---- archives ---------------------------------------------------------------
# Only ZIP archives can be made and unpacked (corral has no tarfile); other
# formats may be registered by the program.

class ReadError(OSError):
    """An archive that cannot be unpacked."""


class RegistryError(Exception):
    """A clash in the archive format registries."""


def _zip_tree(base_name, base_dir, root_dir=None, dry_run=0, logger=None):
    """Write base_name + '.zip' holding base_dir (relative to root_dir),
    directories first at each level, names sorted, files deflated."""
    import zipfile
    target = base_name + '.zip'
    folder = os.path.dirname(target)
    if folder and not os.path.exists(folder) and not dry_run:
        os.makedirs(folder)
    if dry_run:
        return target

    def on_disk(rel):
        return rel if root_dir is None else os.path.join(root_dir, rel)

    top = os.path.normpath(base_dir)
    with zipfile.ZipFile(target, 'w', compression=zipfile.ZIP_DEFLATED) as zf:
        if top != os.curdir:
            zf.write(on_disk(top), top)
        pending = [top]
        while pending:
            here = pending.pop(0)
            entries = sorted(os.listdir(on_disk(here)))
            subdirs = [e for e in entries if os.path.isdir(on_disk(os.path.join(here, e)))]
            for group in (subdirs, [e for e in entries if e not in subdirs]):
                for entry in group:
                    rel = os.path.normpath(os.path.join(here, entry))
                    zf.write(on_disk(rel), rel)
            pending[:0] = [os.path.join(here, d) for d in subdirs]
    return target


def _unzip_into(archive, extract_dir, **_ignored):
    import zipfile
    if not zipfile.is_zipfile(archive):
        raise ReadError('%s is not a zip file' % archive)
    with zipfile.ZipFile(archive) as zf:
        for member in zf.infolist():
            name = member.filename
            if name.startswith('/') or '..' in name.split('/'):
                continue
            dest = os.path.join(extract_dir, *name.split('/'))
            if name.endswith('/'):
                os.makedirs(dest, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(dest) or '.', exist_ok=True)
            with open(dest, 'wb') as out:
                out.write(zf.read(member))


# name -> (function, extra arguments, description)
_MAKERS = {'zip': (_zip_tree, [], 'ZIP file')}
# name -> (extensions, function, extra arguments, description)
_UNPACKERS = {'zip': (['.zip'], _unzip_into, [], 'ZIP file')}


def get_archive_formats():
    return sorted((name, spec[2]) for name, spec in _MAKERS.items())


def _callable_or_complain(fn, complaint):
    if not callable(fn):
        raise TypeError(complaint)


def register_archive_format(name, function, extra_args=None, description=''):
    _callable_or_complain(function, 'The %s object is not callable' % function)
    extra = list(extra_args or [])
    for pair in extra:
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            raise TypeError('extra_args elements are : (arg_name, value)')
    _MAKERS[name] = (function, extra, description)


def unregister_archive_format(name):
    del _MAKERS[name]


def make_archive(base_name, format, root_dir=None, base_dir=None, verbose=0,
                 dry_run=0, owner=None, group=None, logger=None):
    """Pack base_dir (default: all of root_dir) into base_name plus the
    format's extension, and return the archive's path."""
    spec = _MAKERS.get(format)
    if spec is None:
        raise ValueError("unknown archive format '%s'" % format)
    maker, extra, _ = spec
    stem = os.fspath(base_name)
    root = None if root_dir is None else os.fspath(root_dir)
    if root is not None:
        stem = os.path.abspath(stem)
    inside = os.curdir if base_dir is None else base_dir
    options = dict(extra, dry_run=dry_run)
    if maker is _zip_tree:
        return maker(stem, inside, root_dir=root, **options)
    # Other makers work relative to the current directory.
    before = os.getcwd()
    if root is not None:
        os.chdir(root)
    try:
        return maker(stem, inside, **options)
    finally:
        os.chdir(before)


def get_unpack_formats():
    return sorted((name, spec[0], spec[3]) for name, spec in _UNPACKERS.items())


def register_unpack_format(name, extensions, function, extra_args=None,
                           description=''):
    taken = {ext: other for other, spec in _UNPACKERS.items() for ext in spec[0]}
    for ext in extensions:
        if ext in taken:
            raise RegistryError('%s is already registered for "%s"' % (ext, taken[ext]))
    _callable_or_complain(function, 'The registered function must be a callable')
    _UNPACKERS[name] = (list(extensions), function, list(extra_args or []), description)


def unregister_unpack_format(name):
    del _UNPACKERS[name]


def unpack_archive(filename, extract_dir=None, format=None, *, filter=None):
    path = os.fspath(filename)
    into = os.getcwd() if extract_dir is None else os.fspath(extract_dir)
    if format is None:
        matches = [spec for spec in _UNPACKERS.values()
                   if any(path.endswith(ext) for ext in spec[0])]
        if not matches:
            raise ReadError("Unknown archive format '%s'" % path)
        spec = matches[0]
    else:
        spec = _UNPACKERS.get(format)
        if spec is None:
            raise ValueError("Unknown unpack format '%s'" % format)
    unpacker, extra = spec[1], spec[2]
    unpacker(path, into, **dict(extra))
