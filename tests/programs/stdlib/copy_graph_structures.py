import copy
shared = [1, 2]
data = {"a": shared, "b": shared, "t": (shared, 3), "s": "str", "n": {"deep": [shared]}}
sh = copy.copy(data)
dp = copy.deepcopy(data)
print(sh["a"] is data["a"], dp["a"] is data["a"], dp["a"] is dp["b"], dp["t"][0] is dp["a"], dp["n"]["deep"][0] is dp["a"])
dp["a"].append(3)
print(data["a"], dp["b"], dp["t"])
t = (1, 2, (3, 4))
print(copy.deepcopy(t) is t, copy.copy(t) is t, copy.deepcopy((1, [2]))[1] is not None)
cyc = [1]
cyc.append(cyc)
c2 = copy.deepcopy(cyc)
print(c2[1] is c2, c2[1] is not cyc, len(c2))
class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
n = Node(1)
n.children.append(Node(2))
n.children[0].children.append(n)
m = copy.deepcopy(n)
print(m.v, m.children[0].v, m.children[0].children[0] is m, m is not n)
class Tracked:
    def __init__(self, items):
        self.items = items
    def __copy__(self):
        print("__copy__ called")
        return Tracked(self.items)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return Tracked(copy.deepcopy(self.items, memo))
tr = Tracked([[1]])
a = copy.copy(tr)
b = copy.deepcopy(tr)
print(a.items is tr.items, b.items is tr.items, b.items == tr.items)
memo = {}
x = [1, 2]
y = copy.deepcopy([x, x], memo)
print(y[0] is y[1], id(x) in memo)
print(copy.copy(5), copy.deepcopy("s"), copy.copy(None), copy.copy({1, 2}), copy.deepcopy(frozenset({1})), copy.copy(bytearray(b"ab")))
import types
print(copy.deepcopy(len) is len, copy.copy(range(3)))
