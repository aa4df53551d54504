g = {}
exec("def f():\n    return x + len('ab')\n", g)
for i in range(3):
    g["x"] = i
    print(g["f"]())
g["len"] = lambda s: 100
print(g["f"]())
del g["len"]
print(g["f"]())
del g["x"]
try:
    g["f"]()
except NameError as e:
    print("NameError", e)
# fresh dicts in the same slots
for i in range(5):
    d = {"y": i}
    exec("def h():\n    return y\nr = h()", d)
    print(d["r"])
    del d
import gc; gc.collect()
for i in range(5):
    d = {"y": -i}
    print(eval("y", d), eval("y * 2", d))
