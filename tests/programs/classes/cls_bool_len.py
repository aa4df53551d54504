# truthiness via __bool__ and __len__
class Empty:
    pass

class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)

class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        return self.on
    def __len__(self):
        return 99

for o in [Empty(), Bag([]), Bag([1, 2]), Flag(True), Flag(False)]:
    print(type(o).__name__, bool(o), "yes" if o else "no", not o)
print(len(Bag("abc")), len(Flag(False)))
b = Bag([])
print(b or "fallback", (Bag([0]) and "second"))
n = 0
while Bag(range(3 - n)):
    n += 1
print(n)
print([bool(x) for x in (Bag([0]), Flag(0 == 1))])
print(any([Bag([]), Flag(False)]), all([Bag([1]), Flag(True)]))
