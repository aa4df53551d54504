# too many positional sub-patterns for __match_args__ is a TypeError at match time
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

class NoArgs:
    def __init__(self):
        self.a = 1

match Point(1, 2):
    case Point(x, y):
        print("ok", x, y)
try:
    match NoArgs():
        case NoArgs(a):
            print("never")
except TypeError as e:
    print("TypeError:", e)
match Point(1, 2):
    case Point(a, b, c):
        print("never")
