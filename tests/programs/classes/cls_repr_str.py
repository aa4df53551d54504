# __repr__ and __str__ used by print, str(), repr(), containers, f-strings
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __repr__(self):
        return f"Money({self.cents})"

    def __str__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"

class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"

m = Money(1234)
print(m)
print(str(m), repr(m))
print([m, Money(5)])
print((m,), {"k": m})
print(f"{m} {m!r} {m!s}")
o = OnlyRepr()
print(o, str(o), [o])
print("%s and %r" % (m, m))
print(str([OnlyRepr(), Money(99)]))
