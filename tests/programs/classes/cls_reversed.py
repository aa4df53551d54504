# reversed() uses __reversed__ when defined, else __len__ + __getitem__
class Deck:
    def __init__(self, cards):
        self.cards = list(cards)
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __reversed__(self):
        print("custom reversed")
        return iter(self.cards[::-1])

class Seq:
    def __len__(self):
        return 4
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return "abcd"[i]

print(list(reversed(Deck([1, 2, 3]))))
print(list(reversed(Seq())), list(Seq()))
for c in reversed(Deck("xyz")):
    print(c)
print("".join(reversed(Seq())))
class NoRev:
    def __iter__(self):
        return iter([1, 2])
try:
    reversed(NoRev())
except TypeError as e:
    print("TypeError:", e)
