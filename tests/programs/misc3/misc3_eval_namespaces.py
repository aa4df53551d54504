# eval/exec with explicit globals and locals dictionaries
g = {"a": 1, "b": 2}
print(eval("a + b", g))
print(eval("a + b", g, {"b": 100}))
print(eval("a * c", {"a": 3}, {"c": 4}))
print("__builtins__" in g)
print(eval("len([1, 2, 3])", {}))
ns = {}
exec("x = 10\ny = x * 2", ns)
print(ns["x"], ns["y"], sorted(k for k in ns if not k.startswith("__")))
loc = {}
exec("z = 5\nw = z + 1", {}, loc)
print(loc)
print(eval("sum(v for v in vals)", {"vals": [1, 2, 3]}))
print(eval("[k for k in d]", {"d": {"p": 1, "q": 2}}))
shared = {"counter": 0}
for _ in range(3):
    exec("counter += 1", shared)
print(shared["counter"])
print(eval("__name__", {"__name__": "guest"}))
