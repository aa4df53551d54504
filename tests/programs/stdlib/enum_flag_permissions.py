from enum import Flag, IntFlag, auto
class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC
print(list(Perm), [m.name for m in Perm], Perm.RW, Perm.ALL.value)
p = Perm.READ
p |= Perm.EXEC
print(p, p.name, p.value, Perm.READ in p, Perm.WRITE in p, Perm.RW in Perm.ALL, bool(Perm.NONE), bool(p))
print(p & Perm.RW, p ^ Perm.ALL, ~p, ~Perm.ALL, ~Perm.NONE, Perm(3), Perm(0))
print([m.name for m in Perm.ALL], len(Perm.ALL), len(Perm.NONE))
try:
    Perm(16)
except ValueError as e:
    print("ValueError:", e)
class Unix(IntFlag):
    X = 1
    W = 2
    R = 4
mode = Unix.R | Unix.W
print(mode, int(mode), mode == 6, mode | 1, Unix(7), Unix(9), repr(Unix(0)), Unix.R + 1, mode & 2)
def parse_mode(s):
    m = Unix(0)
    for ch, flag in zip("rwx", (Unix.R, Unix.W, Unix.X)):
        if ch in s:
            m |= flag
    return m
print(parse_mode("rx"), parse_mode(""), parse_mode("rwx") == 7)
def fmt(m):
    return "".join(c if f in m else "-" for c, f in zip("rwx", (Unix.R, Unix.W, Unix.X)))
print([fmt(Unix(i)) for i in range(8)])
print(isinstance(mode, int), type(mode).__name__, sorted([Unix.R, Unix.X, Unix.W]))
