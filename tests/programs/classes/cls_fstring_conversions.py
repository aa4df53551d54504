# f-string conversions and specs with user classes
class P:
    def __init__(self, name, score):
        self.name, self.score = name, score
    def __repr__(self):
        return f"P({self.name!r}, {self.score})"
    def __str__(self):
        return f"{self.name}({self.score})"
    def __format__(self, spec):
        if spec.endswith("s"):
            return format(str(self), spec)
        return format(self.score, spec)

p = P("ann", 93.456)
print(f"{p}")
print(f"{p!s}|{p!r}|{p!a}")
print(f"{p:.1f}|{p:>10.2f}|{p:<12s}|{p:*^14s}")
ps = [P("x", 1), P("yy", 22.5)]
for q in ps:
    print(f"{q.name:>4}: {q:6.2f} [{q!r}]")
print("{0!r} {0:.0f} {0:s}".format(p))
print(f"{ps}")
