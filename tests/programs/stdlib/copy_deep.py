import copy
orig = {"list": [1, [2, 3]], "tuple": (4, [5]), "set": {6, 7}, "fs": frozenset([8]), "str": "nine", "nested": {"x": {"y": [10]}}}
dc = copy.deepcopy(orig)
print(dc == orig, dc is orig, dc["list"][1] is orig["list"][1], dc["tuple"] is orig["tuple"], dc["tuple"][1] is orig["tuple"][1])
print(dc["set"] == orig["set"], dc["str"] is orig["str"], dc["nested"]["x"]["y"] is orig["nested"]["x"]["y"])
t = (1, "a", (2, 3)); print(copy.deepcopy(t) is t)
shared = [0]
pair = [shared, shared, {"s": shared}]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[2]["s"] is pc[0], pc[0] is shared)
cyc = [1, 2]; cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[2] is cc, cc[2][2][0], cc is cyc, len(cc))
d = {"name": "root"}; d["self"] = d; d["kids"] = [d]
dd = copy.deepcopy(d)
print(dd["self"] is dd, dd["kids"][0] is dd, dd["name"])
tup_cycle = [0]; tup = (tup_cycle,); tup_cycle.append(tup)
tc = copy.deepcopy(tup)
print(tc[0][1] is tc, tc is tup)
memo = {}
x = [1, 2]
y = copy.deepcopy([x, [x]], memo)
print(y[0] is y[1][0], id(x) in memo, memo[id(x)] == x, memo[id(x)] is x)
big = list(range(1000)); nested_big = [big, big]
nb = copy.deepcopy(nested_big); print(nb[0] is nb[1], nb[0] == big, nb[0] is big)
print(copy.deepcopy(2**100), copy.deepcopy(-1.5), copy.deepcopy(True), copy.deepcopy(None), copy.deepcopy(b"by"))
print(copy.deepcopy(len) is len, copy.deepcopy(range(3)))
e = ValueError("bad", [1]); ec = copy.deepcopy(e); print(repr(ec), ec.args[1] is e.args[1])
