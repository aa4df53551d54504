# __eq__ and derived __ne__, NotImplemented fallback to identity
class Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit

    def __eq__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) == (other.rank, other.suit)

    __hash__ = None

a = Card(10, "h")
b = Card(10, "h")
c = Card(3, "s")
print(a == b, a != b, a == c, a != c)
print(a == 10, a != "x", a is b)
print([a, c].count(b), b in [c, a], [c, a].index(b))
class Loose:
    def __eq__(self, other):
        return True
l = Loose()
print(l == 1, 1 == l, l != 1, l == None)
class Never:
    def __ne__(self, other):
        return "custom ne"
n = Never()
print(n != 3, n == n, n == Never())
