import copy
class Node:
    def __init__(self, value):
        print("init", value)
        self.value = value
        self.children = []
    def __repr__(self):
        return "Node(%r, %r)" % (self.value, self.children)
root = Node("root"); leaf = Node("leaf")
root.children.append(leaf); leaf.parent = root
r2 = copy.deepcopy(root)
print(r2, r2 is root, r2.children[0].parent is r2, r2.children[0] is leaf)
r3 = copy.copy(root)
print(r3.children is root.children, r3.value)
class Tracker:
    def __init__(self):
        self.data = [1, 2]
        self.label = "t"
    def __deepcopy__(self, memo):
        print("deepcopy called with", type(memo).__name__)
        new = Tracker.__new__(Tracker)
        new.data = copy.deepcopy(self.data, memo)
        new.label = self.label + "-copy"
        return new
t = Tracker(); t2 = copy.deepcopy(t)
print(t2.data, t2.label, t2.data is t.data)
print([x.label for x in copy.deepcopy([t, t])])
class Stateful:
    def __init__(self):
        self.a = 1
        self.secret = "hidden"
    def __getstate__(self):
        print("getstate")
        return {"a": self.a + 1}
    def __setstate__(self, state):
        print("setstate", state)
        self.__dict__.update(state)
        self.restored = True
s2 = copy.deepcopy(Stateful()); print(sorted(vars(s2).items()))
s3 = copy.copy(Stateful()); print(sorted(vars(s3).items()))
class Tagged(list):
    pass
tl = Tagged(); tl.extend([1, [2]]); tl.tag = "x"
tc = copy.deepcopy(tl); ts = copy.copy(tl)
print(type(tc).__name__, tc, tc.tag, tc[1] is tl[1], ts[1] is tl[1], ts.tag)
class Reg(dict):
    pass
rd = Reg(); rd["k"] = [1]; rd.meta = 5
rc = copy.deepcopy(rd); print(type(rc).__name__, rc, rc["k"] is rd["k"], rc.meta)
class Point:
    __slots__ = ()
class P2:
    x = 1
p = P2(); pc = copy.deepcopy(p); print(type(pc).__name__, pc.x, vars(pc))
bm = copy.deepcopy(root.__repr__); print(bm())
