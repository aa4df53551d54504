from collections import Counter
import collections
c = Counter("abracadabra")
print(c, c.most_common(2))
c.update(["a", "z"]); print(c)
class MyC(Counter):
    def __setitem__(self, k, v):
        print("set", k, v); super().__setitem__(k, v)
m = MyC("aab"); print(m)
class G(dict):
    def get(self, k, d=None):
        return 10
g = G(); collections._count_elements(g, "xyx"); print(g)
d = {"q": 2**63-1}; collections._count_elements(d, ["q", "r"]); print(d)
try: Counter(5)
except TypeError as e: print(e)
try: collections._count_elements({}, [[1]])
except TypeError as e: print(e)
def gen():
    yield 1; yield 2; yield 1
print(Counter(gen()))
print(Counter(a=3, b=-1))
