# user objects as dict keys and set members via __hash__ and __eq__
class Key:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        return isinstance(other, Key) and (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))

    def __repr__(self):
        return f"Key({self.a}, {self.b})"

d = {Key(1, 2): "one-two", Key(3, 4): "three-four"}
print(d[Key(1, 2)], Key(3, 4) in d, Key(5, 6) in d)
d[Key(1, 2)] = "replaced"
print(len(d), d[Key(1, 2)])
s = {Key(0, 0), Key(0, 0), Key(0, 1)}
print(len(s), Key(0, 1) in s)
print(sorted(s, key=lambda k: (k.a, k.b)))
class Ident:
    pass
i1, i2 = Ident(), Ident()
d2 = {i1: 1, i2: 2}
print(d2[i1], d2[i2], len(d2))
print(hash(Key(1, 2)) == hash(Key(1, 2)), hash(7) == 7)
class FixedHash:
    def __hash__(self):
        return 12345
print(hash(FixedHash()))
