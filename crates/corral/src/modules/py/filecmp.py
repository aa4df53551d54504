"""Compare files and directories: cmp() for two files, cmpfiles() for
names common to two directories, dircmp for two directory trees.

A "shallow" comparison trusts equal (type, size, modification time) to
mean equal files; corral's clock stands still unless the program sleeps,
so files written in one run often share a modification time -- compare
with shallow=False when same-size files may differ."""

import os
import stat
from types import GenericAlias

__all__ = ['clear_cache', 'cmp', 'dircmp', 'cmpfiles', 'DEFAULT_IGNORES']

BUFSIZE = 8 * 1024
DEFAULT_IGNORES = ['RCS', 'CVS', 'tags', '.git', '.hg', '.bzr', '_darcs', '__pycache__']

# (f1, f2, signature 1, signature 2) -> whether the contents matched.
_cache = {}


def clear_cache():
    """Forget the remembered content comparisons."""
    _cache.clear()


def _signature(st):
    return stat.S_IFMT(st.st_mode), st.st_size, st.st_mtime


def _same_bytes(f1, f2):
    with open(f1, 'rb') as a, open(f2, 'rb') as b:
        while True:
            chunk = a.read(BUFSIZE)
            if chunk != b.read(BUFSIZE):
                return False
            if not chunk:
                return True


def cmp(f1, f2, shallow=True):
    """Whether two regular files are equal: by signature when `shallow`
    and the signatures agree, else by contents."""
    sig1 = _signature(os.stat(f1))
    sig2 = _signature(os.stat(f2))
    if sig1[0] != stat.S_IFREG or sig2[0] != stat.S_IFREG:
        return False
    if shallow and sig1 == sig2:
        return True
    if sig1[1] != sig2[1]:
        return False
    key = (f1, f2, sig1, sig2)
    same = _cache.get(key)
    if same is None:
        same = _same_bytes(f1, f2)
        if len(_cache) > 100:
            clear_cache()
        _cache[key] = same
    return same


def _verdict(a, b, shallow):
    # 0: equal, 1: different, 2: could not be compared.
    try:
        return 0 if cmp(a, b, shallow) else 1
    except OSError:
        return 2


def cmpfiles(a, b, common, shallow=True):
    """(equal, different, trouble): the names in `common`, sorted into
    three lists by comparing a/name with b/name."""
    result = ([], [], [])
    for name in common:
        verdict = _verdict(os.path.join(a, name), os.path.join(b, name), shallow)
        result[verdict].append(name)
    return result


def _without(names, skipped):
    return [n for n in names if n not in skipped]


class dircmp:
    """Two directories compared; each attribute is worked out when first
    asked for:

    left_list, right_list  what each holds (less hide and ignore)
    common, left_only, right_only
    common_dirs, common_files, common_funny (a directory on one side, a
                           file on the other, or unreadable)
    same_files, diff_files, funny_files (common files that could not be
                           compared)
    subdirs                a dircmp for each common directory
    """

    def __init__(self, a, b, ignore=None, hide=None):
        self.left = a
        self.right = b
        self.hide = [os.curdir, os.pardir] if hide is None else hide
        self.ignore = DEFAULT_IGNORES if ignore is None else ignore

    def phase0(self):
        skipped = self.hide + self.ignore
        self.left_list = sorted(_without(os.listdir(self.left), skipped))
        self.right_list = sorted(_without(os.listdir(self.right), skipped))

    def phase1(self):
        lefts = {os.path.normcase(n): n for n in self.left_list}
        rights = {os.path.normcase(n): n for n in self.right_list}
        self.common = [lefts[k] for k in lefts if k in rights]
        self.left_only = [lefts[k] for k in lefts if k not in rights]
        self.right_only = [rights[k] for k in rights if k not in lefts]

    def phase2(self):
        self.common_dirs = []
        self.common_files = []
        self.common_funny = []
        for name in self.common:
            try:
                kind_a = stat.S_IFMT(os.stat(os.path.join(self.left, name)).st_mode)
                kind_b = stat.S_IFMT(os.stat(os.path.join(self.right, name)).st_mode)
            except (OSError, ValueError):
                self.common_funny.append(name)
                continue
            if kind_a != kind_b:
                self.common_funny.append(name)
            elif stat.S_ISDIR(kind_a):
                self.common_dirs.append(name)
            elif stat.S_ISREG(kind_a):
                self.common_files.append(name)
            else:
                self.common_funny.append(name)

    def phase3(self):
        self.same_files, self.diff_files, self.funny_files = cmpfiles(
            self.left, self.right, self.common_files)

    def phase4(self):
        self.subdirs = {}
        for name in self.common_dirs:
            self.subdirs[name] = type(self)(os.path.join(self.left, name),
                                            os.path.join(self.right, name),
                                            self.ignore, self.hide)

    def phase4_closure(self):
        self.phase4()
        for sub in self.subdirs.values():
            sub.phase4_closure()

    # Which phase computes each lazy attribute.
    methodmap = {}
    for _phase, _names in ((phase0, 'left_list right_list'),
                           (phase1, 'common left_only right_only'),
                           (phase2, 'common_dirs common_files common_funny'),
                           (phase3, 'same_files diff_files funny_files'),
                           (phase4, 'subdirs')):
        methodmap.update(dict.fromkeys(_names.split(), _phase))
    del _phase, _names

    def __getattr__(self, attr):
        phase = type(self).methodmap.get(attr)
        if phase is None:
            raise AttributeError(attr)
        phase(self)
        return getattr(self, attr)

    def report(self):
        """Print what differs between the two directories."""
        print('diff', self.left, self.right)
        if self.left_only:
            self.left_only.sort()
            print('Only in', self.left, ':', self.left_only)
        if self.right_only:
            self.right_only.sort()
            print('Only in', self.right, ':', self.right_only)
        for title, attr in (('Identical files :', 'same_files'),
                            ('Differing files :', 'diff_files'),
                            ('Trouble with common files :', 'funny_files')):
            names = getattr(self, attr)
            if names:
                names.sort()
                print(title, names)
        if self.common_dirs:
            self.common_dirs.sort()
            print('Common subdirectories :', self.common_dirs)
        if self.common_funny:
            self.common_funny.sort()
            print('Common funny cases :', self.common_funny)

    def report_partial_closure(self):
        """report(), then report() for each common subdirectory."""
        self.report()
        for sub in self.subdirs.values():
            print()
            sub.report()

    def report_full_closure(self):
        """report() all the way down the common subdirectories."""
        self.report()
        for sub in self.subdirs.values():
            print()
            sub.report_full_closure()

    __class_getitem__ = classmethod(GenericAlias)
