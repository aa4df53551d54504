# next() on an iterable that is not an iterator
class Bag:
    def __init__(self, *items):
        self.items = items
    def __iter__(self):
        return iter(self.items)

b = Bag(1, 2, 3)
print(list(b), next(iter(b)))
for obj in [[1, 2], "ab", (1,)]:
    try:
        next(obj)
    except TypeError as e:
        print("TypeError:", e)
next(b)
