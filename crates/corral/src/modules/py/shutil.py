"""shutil for corral: copying, moving and removing over the virtual
filesystem (no processes, so no which() answers)."""

import os

__all__ = ['copyfileobj', 'copyfile', 'copy', 'copy2', 'copytree', 'rmtree', 'move',
           'which', 'Error', 'SameFileError']


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
