# str() falls back to __repr__; repr never falls back to __str__
class R:
    def __repr__(self):
        return "R-repr"

class S:
    def __str__(self):
        return "S-str"
    def __repr__(self):
        return "S-repr"

class Inherit(R):
    pass

print(str(R()), repr(R()), f"{R()}", str(Inherit()))
print(str(S()), repr(S()), [S()], f"{S()!r}")
print("%s %r" % (S(), S()))
print(format(R()), "{}".format(S()))
class BadRepr:
    def __repr__(self):
        return 5
try:
    repr(BadRepr())
except TypeError as e:
    print("TypeError:", e)
class BadStr:
    def __str__(self):
        return None
try:
    str(BadStr())
except TypeError as e:
    print("TypeError:", e)
