# alternate constructors with classmethods that respect subclasses
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d

    @classmethod
    def from_string(cls, s):
        y, m, d = (int(p) for p in s.split("-"))
        return cls(y, m, d)

    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)

    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"

class FancyDate(Date):
    def __str__(self):
        return f"{self.d:02d}/{self.m:02d}/{self.y}"

print(Date.from_string("2024-02-29"))
print(FancyDate.from_string("1999-12-31"))
print(str(FancyDate.epoch()), repr(FancyDate.epoch()))
print([Date.from_string(s) for s in ["2001-1-2", "2020-10-20"]])
d = FancyDate.epoch()
print(isinstance(d, Date), type(d).__name__)
