# old-style sequence protocol: __getitem__ with IndexError drives iteration
class Squares:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("out of range")
        return i * i
    def __len__(self):
        return self.n

s = Squares(5)
print(s[0], s[4], s[-1])
print(list(s), sum(s), max(s))
for v in s:
    print(v, end=" ")
print()
a, b, *rest = s
print(a, b, rest)
print(sorted(s, reverse=True), tuple(s))
print([x + 1 for x in s if x % 2 == 0])
try:
    s[5]
except IndexError as e:
    print("IndexError:", e)
print(list(reversed(s)))
