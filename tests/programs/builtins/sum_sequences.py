print(sum([1, 2, 3]), sum((1.5, 2.5)), sum([], 10), sum([1, 2.5, 3]), sum([[1], [2]], []))
print(sum([2**62, 2**62, 2**62]), sum((True, True, 3)))
class A:
    def __init__(self, v): self.v = v
    def __add__(self, o): return A(self.v + (o.v if isinstance(o, A) else o))
    def __radd__(self, o): return A(o + self.v)
print(sum([A(1), A(2), 3]).v)
l = [1, 2, 3]
class M:
    def __radd__(self, o):
        l.append(100)
        return o
l.append(M())
print(sum(l[:3]), len(l))
l2 = [1, M()]
l = l2
print(sum(l2), len(l2))
print(sum(range(10)), sum(x for x in range(5)), sum({1: 2, 3: 4}))
print(sum([0.1] * 10), sum([1e308, 1e308]))
print([1,2,3][1:], [1,2,3][-2:None], [1,2,3][True:], (1,2,3)[::2])
try: sum(["a", "b"])
except TypeError as e: print(e)
try: sum([1, "b"])
except TypeError as e: print(e)
