# iterator classes: restartable vs one-shot, iter() on iterators
class OneShot:
    def __init__(self, data):
        self.data = list(data)
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= len(self.data):
            raise StopIteration
        self.i += 1
        return self.data[self.i - 1]

class Restartable:
    def __init__(self, data):
        self.data = list(data)
    def __iter__(self):
        return OneShot(self.data)

o = OneShot("abc")
r = Restartable("abc")
print(list(o), list(o))
print(list(r), list(r))
print([(a, b) for a in Restartable("xy") for b in Restartable("12")])
o2 = OneShot("xy")
print([(a, b) for a in o2 for b in OneShot("12")], list(o2))
print(list(zip(r, r)))
o3 = OneShot([1, 2, 3, 4])
print(list(zip(o3, o3)))
