"""stat for corral: the bits of st_mode (file type and permissions), the
S_IS*() type tests, and filemode() for `ls -l` style strings."""

# Positions in the tuple form of os.stat() results.
ST_MODE, ST_INO, ST_DEV, ST_NLINK, ST_UID, ST_GID = range(6)
ST_SIZE, ST_ATIME, ST_MTIME, ST_CTIME = range(6, 10)

# File types (the S_IFMT part of the mode).
S_IFDIR = 0o040000
S_IFCHR = 0o020000
S_IFBLK = 0o060000
S_IFREG = 0o100000
S_IFIFO = 0o010000
S_IFLNK = 0o120000
S_IFSOCK = 0o140000
# Types other systems have; Linux has none of them.
S_IFDOOR = S_IFPORT = S_IFWHT = 0

# Permission and mode bits.
S_ISUID, S_ISGID, S_ISVTX = 0o4000, 0o2000, 0o1000
S_ENFMT = S_ISGID
S_IRWXU, S_IRUSR, S_IWUSR, S_IXUSR = 0o700, 0o400, 0o200, 0o100
S_IRWXG, S_IRGRP, S_IWGRP, S_IXGRP = 0o070, 0o040, 0o020, 0o010
S_IRWXO, S_IROTH, S_IWOTH, S_IXOTH = 0o007, 0o004, 0o002, 0o001
S_IREAD, S_IWRITE, S_IEXEC = S_IRUSR, S_IWUSR, S_IXUSR

# BSD file flags (st_flags).
UF_NODUMP, UF_IMMUTABLE, UF_APPEND, UF_OPAQUE = 0x1, 0x2, 0x4, 0x8
UF_NOUNLINK, UF_COMPRESSED, UF_HIDDEN = 0x10, 0x20, 0x8000
SF_ARCHIVED, SF_IMMUTABLE, SF_APPEND = 0x10000, 0x20000, 0x40000
SF_NOUNLINK, SF_SNAPSHOT = 0x100000, 0x200000

# Windows file attributes.
FILE_ATTRIBUTE_READONLY = 1
FILE_ATTRIBUTE_HIDDEN = 2
FILE_ATTRIBUTE_SYSTEM = 4
FILE_ATTRIBUTE_DIRECTORY = 16
FILE_ATTRIBUTE_ARCHIVE = 32
FILE_ATTRIBUTE_DEVICE = 64
FILE_ATTRIBUTE_NORMAL = 128
FILE_ATTRIBUTE_TEMPORARY = 256
FILE_ATTRIBUTE_SPARSE_FILE = 512
FILE_ATTRIBUTE_REPARSE_POINT = 1024
FILE_ATTRIBUTE_COMPRESSED = 2048
FILE_ATTRIBUTE_OFFLINE = 4096
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192
FILE_ATTRIBUTE_ENCRYPTED = 16384
FILE_ATTRIBUTE_INTEGRITY_STREAM = 32768
FILE_ATTRIBUTE_VIRTUAL = 65536
FILE_ATTRIBUTE_NO_SCRUB_DATA = 131072


def S_IMODE(mode):
    """The permission bits (and set-id / sticky bits) of a mode."""
    return mode & 0o7777


def S_IFMT(mode):
    """The file-type bits of a mode."""
    return mode & 0o170000


def _type_test(kind):
    def test(mode):
        return kind != 0 and S_IFMT(mode) == kind
    return test


S_ISDIR = _type_test(S_IFDIR)
S_ISCHR = _type_test(S_IFCHR)
S_ISBLK = _type_test(S_IFBLK)
S_ISREG = _type_test(S_IFREG)
S_ISFIFO = _type_test(S_IFIFO)
S_ISLNK = _type_test(S_IFLNK)
S_ISSOCK = _type_test(S_IFSOCK)
S_ISDOOR = S_ISPORT = S_ISWHT = _type_test(0)
for _name in ("S_ISDIR", "S_ISCHR", "S_ISBLK", "S_ISREG", "S_ISFIFO",
              "S_ISLNK", "S_ISSOCK", "S_ISDOOR", "S_ISPORT", "S_ISWHT"):
    globals()[_name].__name__ = globals()[_name].__qualname__ = _name
del _name

_TYPE_CHARS = {S_IFLNK: "l", S_IFSOCK: "s", S_IFREG: "-", S_IFBLK: "b",
               S_IFDIR: "d", S_IFCHR: "c", S_IFIFO: "p"}


def filemode(mode):
    """'drwxr-xr-x'-style text for a mode."""
    out = [_TYPE_CHARS.get(S_IFMT(mode), "?")]
    # (read bit, write bit, execute bit, special bit, letters when the
    # special bit is set with / without execute)
    for shift, special, marks in ((6, S_ISUID, "sS"), (3, S_ISGID, "sS"),
                                  (0, S_ISVTX, "tT")):
        bits = (mode >> shift) & 7
        out.append("r" if bits & 4 else "-")
        out.append("w" if bits & 2 else "-")
        if mode & special:
            out.append(marks[0] if bits & 1 else marks[1])
        else:
            out.append("x" if bits & 1 else "-")
    return "".join(out)
