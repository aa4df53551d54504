# rich comparisons __lt__ __le__ __gt__ __ge__ with reflection
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))

    def __eq__(self, o):
        return self.parts == o.parts

    def __lt__(self, o):
        return self.parts < o.parts

    def __le__(self, o):
        return self.parts <= o.parts

    def __gt__(self, o):
        return self.parts > o.parts

    def __ge__(self, o):
        return self.parts >= o.parts

a, b, c = Version("1.2.3"), Version("1.10"), Version("1.2.3")
print(a < b, a <= c, a > b, b >= a, a == c, a != c)
vs = [Version(s) for s in ["2.0", "1.9.9", "1.10", "1.2", "0.1"]]
print(sorted(vs))
print(max(vs), min(vs))
print(sorted(vs, reverse=True))
print(a < b < Version("3"), Version("1") < Version("0.5") < Version("9"))
