# user iterables fed to many builtins
class Nums:
    def __init__(self, *v):
        self.v = v
    def __iter__(self):
        return iter(self.v)

n = Nums(3, 1, 4, 1, 5, 9, 2, 6)
print(list(n), tuple(n), sorted(n), sum(n), min(n), max(n), len(list(n)))
print(set(n) == {1, 2, 3, 4, 5, 6, 9}, sorted(set(n)))
print(list(zip(n, "abc")), list(enumerate(Nums("x", "y"))))
print(dict(zip(Nums("a", "b"), n)), any(x > 8 for x in n), all(n))
print(list(map(str, n)), list(filter(lambda x: x % 2, n)))
print("-".join(Nums("p", "q", "r")), 4 in n, 7 in n)
print(list(reversed(list(n))), [x * x for x in n if x > 3])
a, b, *c = Nums(1, 2, 3, 4)
print(a, b, c, [*Nums(1, 2), *Nums(3)], {*Nums(7, 7)})
print(dict(Nums(("k", 1), ("j", 2))))
