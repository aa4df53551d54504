# __contains__ and the fallbacks (__iter__, __getitem__)
class Range2:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, x):
        print("  contains?", x)
        return self.lo <= x < self.hi

class IterOnly:
    def __iter__(self):
        return iter([1, 2, 3])

class GetItemOnly:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * 10

r = Range2(0, 10)
print(5 in r, 10 in r, -1 not in r)
print(2 in IterOnly(), 7 in IterOnly())
print(30 in GetItemOnly(), 40 in GetItemOnly(), 5 not in GetItemOnly())
class Truthy:
    def __contains__(self, x):
        return "nonempty"
print(1 in Truthy(), 1 not in Truthy())
