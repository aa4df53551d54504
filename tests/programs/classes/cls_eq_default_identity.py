# default equality and hashing are identity based
class Thing:
    def __init__(self, n):
        self.n = n

a, b = Thing(1), Thing(1)
c = a
print(a == b, a == c, a != b, a is c)
print(a in [b], a in [b, c], [a, b].index(b))
d = {a: "a", b: "b"}
print(len(d), d[c])
s = {a, b, c}
print(len(s))
print(hash(a) == hash(c), a.__eq__(b), a.__eq__(a), a.__ne__(b))
print(Thing.__eq__ is object.__eq__, Thing.__hash__ is object.__hash__)
lst = [a, b]
lst.remove(b)
print(len(lst), lst[0] is a)
