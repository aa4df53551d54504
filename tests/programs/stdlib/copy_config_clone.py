import copy
from dataclasses import dataclass, field
@dataclass
class Config:
    name: str
    layers: list = field(default_factory=list)
    opts: dict = field(default_factory=dict)
base = Config("base", [64, 64], {"lr": 0.1, "sched": {"type": "cos"}})
shallow = copy.copy(base)
deep = copy.deepcopy(base)
shallow.layers.append(128)
deep.opts["sched"]["type"] = "step"
print(base)
print(shallow)
print(deep)
print(shallow is base, shallow.layers is base.layers, deep.opts is base.opts)
grid = [[0] * 3] * 2
grid2 = copy.deepcopy(grid)
grid[0][0] = 9
print(grid, grid2, grid2[0] is grid2[1])
class WithSlots:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
        self.b = "x"
ws = WithSlots()
ws2 = copy.deepcopy(ws)
ws3 = copy.copy(ws)
print(ws2.a, ws2.a is ws.a, ws3.a is ws.a, ws2.b)
class Reducer:
    def __init__(self, v):
        self.v = v
    def __reduce__(self):
        return (Reducer, (self.v * 2,))
r = copy.copy(Reducer(5))
print(r.v, copy.deepcopy(Reducer(1)).v)
class Plain:
    pass
p = Plain()
p.data = {"k": [1, 2]}
q = copy.deepcopy(p)
q.data["k"].append(3)
print(p.data, q.data, type(q).__name__)
print(copy.copy([1, [2]]), copy.deepcopy({"a": (1, [2])}), copy.copy(()), copy.deepcopy(3.5))
d = {"x": 1}
lst = [d, d]
c = copy.deepcopy(lst)
print(c[0] is c[1], copy.copy(lst)[0] is d)
