# __getitem__ / __setitem__ / __delitem__ with keys and slices
class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = {}
    def __getitem__(self, key):
        x, y = key
        return self.cells.get((x, y), ".")
    def __setitem__(self, key, value):
        print("set", key, value)
        self.cells[key] = value
    def __delitem__(self, key):
        print("del", key)
        del self.cells[key]
    def render(self):
        return "\n".join("".join(self[x, y] for x in range(self.w)) for y in range(self.h))

g = Grid(4, 3)
g[0, 0] = "#"
g[3, 2] = "@"
g[1, 1] = "*"
print(g.render())
del g[1, 1]
print(g.render())
try:
    del g[2, 2]
except KeyError as e:
    print("KeyError", e)

class SliceLog:
    def __getitem__(self, k):
        return repr(k)
    def __setitem__(self, k, v):
        print("setitem", repr(k), v)
    def __delitem__(self, k):
        print("delitem", repr(k))

s = SliceLog()
print(s[1:2], s[::3], s[1:2, 3], s[...])
s[0:5] = [1]
del s[:]
s["k"] = None
