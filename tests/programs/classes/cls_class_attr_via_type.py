# type(self) and self.__class__ to reach class attributes; modifying via instance class
class Counter:
    total = 0
    def __init__(self):
        self.__class__.total += 1
        type(self).last = self

class Other(Counter):
    pass

a, b = Counter(), Counter()
o = Other()
print(Counter.total, Other.total, Other.__dict__.get("total"))
print(Counter.last is b, Other.last is o)
print(a.__class__.__name__, o.__class__.__mro__[1].__name__)
new_obj = a.__class__()
print(Counter.total)
