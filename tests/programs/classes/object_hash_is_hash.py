# object.__hash__ of an instance is the hash() of it, for every instance.
class Plain:
    def __init__(self, x):
        self.x = x


class Keyed:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k)

    def __eq__(self, other):
        return isinstance(other, Keyed) and self.k == other.k


objs = [Plain(i) for i in range(200)]
print(all(object.__hash__(o) == hash(o) for o in objs))
print(all(o.__hash__() == hash(o) for o in objs))
print(len({hash(o) for o in objs}))
k = Keyed("a")
print(hash(k) == hash("a"), object.__hash__(k) == hash(k))
print(type(object.__hash__(5)).__name__)
print(Plain.__hash__ is object.__hash__, Keyed.__hash__ is object.__hash__)
