import colorsys, random, functools
random.seed(3)
vals = [(0, 0, 0), (1, 1, 1), (1, 0, 0), (0, 1, 0), (0, 0, 1), (0.5, 0.5, 0.5), (0.2, 0.4, 0.6), (1, 0.5, 0), (0.9, 0.1, 0.5)] + [tuple(random.random() for _ in range(3)) for _ in range(40)]
for v in vals:
    print(colorsys.rgb_to_hsv(*v), colorsys.hsv_to_rgb(*v), colorsys.rgb_to_hls(*v), colorsys.hls_to_rgb(*v), colorsys.rgb_to_yiq(*v), colorsys.yiq_to_rgb(*v))
h, s, v = colorsys.rgb_to_hsv(255 / 255, 128 / 255, 0); print(round(h * 360), round(s * 100), round(v * 100))
print(["#%02x%02x%02x" % tuple(int(c * 255) for c in colorsys.hsv_to_rgb(i / 6, 1, 1)) for i in range(6)])
class Node:
    def __init__(self): self.children = []
    @functools.recursive_repr()
    def __repr__(self): return f"Node({self.children})"
n = Node(); n.children.append(n); n.children.append(Node()); print(n, Node.__repr__.__name__)
class L(list):
    @functools.recursive_repr("<loop>")
    def __repr__(self): return "L" + list.__repr__(self)
x = L([1]); x.append(x); print(repr(x))
