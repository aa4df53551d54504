from enum import Flag, IntFlag, auto


class Perm(Flag):
    R = 4
    W = 2
    X = 1


rw = Perm.R | Perm.W
print(rw, repr(rw), rw.value, rw.name)
print(Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X), repr(Perm.R & Perm.X))
print(repr(~Perm.R), repr(rw ^ Perm.R), repr(Perm(7)), repr(Perm(0)))
print(list(rw), len(rw), len(Perm), list(Perm))
print(Perm(6) is rw, Perm.R | Perm.W | Perm.X)
print(str(Perm(0)), bool(Perm(0)))


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


print([c.value for c in Color], repr(Color.WHITE), list(Color.WHITE))
print(repr(Color.RED | Color.BLUE), repr(~Color.RED), Color.WHITE & Color.GREEN)
print(Color.__members__.keys())


class Mode(IntFlag):
    READ = 1
    WRITE = 2
    EXEC = 4


m = Mode.READ | Mode.WRITE
print(m, repr(m), m == 3, m + 1, isinstance(m, int), Mode.READ | 8, repr(Mode(9)))
print(repr(Mode.READ | 2), str(Mode.EXEC), f'{Mode.WRITE}', repr(~Mode.READ))
print(Mode(0), repr(Mode(0)), Mode.EXEC in m, Mode.READ in m)

try:
    Perm(8)
except ValueError as e:
    print('ValueError:', e)
try:
    Perm.R | 1
except TypeError as e:
    print('TypeError:', e)
try:
    1 in Perm.R
except TypeError as e:
    print('TypeError:', e)
print(Perm['Q'])
