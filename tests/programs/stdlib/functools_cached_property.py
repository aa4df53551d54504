import functools
class Dataset:
    def __init__(self, values):
        self.values = values
        self.computations = 0
    @functools.cached_property
    def total(self):
        self.computations += 1
        return sum(self.values)
    @functools.cached_property
    def stats(self):
        self.computations += 1
        return {"n": len(self.values), "mean": self.total / len(self.values)}
d = Dataset([1, 2, 3, 4])
print(d.total, d.total, d.computations)
print(d.stats, d.stats, d.computations)
print(sorted(k for k in d.__dict__))
d.values.append(10)
print(d.total)
del d.total
print(d.total, d.computations)
d.total = 99
print(d.total, d.__dict__["total"])
print(type(Dataset.__dict__["total"]).__name__, Dataset.total.attrname)
class Slotted:
    __slots__ = ("x",)
    @functools.cached_property
    def y(self):
        return 1
try:
    Slotted().y
except TypeError as e:
    print("TypeError:", e)
