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
try:
    class Two:
        @functools.cached_property
        def a(self):
            return 1
        b = a
except (TypeError, RuntimeError) as e:
    print(type(e).__name__, e, "| cause:", type(e.__cause__).__name__, e.__cause__)
class Desc:
    def __set_name__(self, owner, name):
        raise ValueError(f"no {name} allowed")
try:
    class Host:
        field = Desc()
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
