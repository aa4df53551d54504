# dicts preserve insertion order
d = {}
for k in ["zeta", "alpha", "mid", "beta"]:
    d[k] = len(k)
print(d, list(d), list(d.values()), list(d.items()))
d["alpha"] = 100
print(d)
del d["zeta"]
d["zeta"] = 0
print(d)
print({3: "c", 1: "a", 2: "b"}, {1: "x", 1.0: "y", True: "z"})
e = dict(b=2, a=1)
e.update([("c", 3), ("a", 10)])
print(e, len(e))
print(dict(zip("xyz", range(3))), dict([(1, 2), (3, 4)]), dict({"k": "v"}, extra=1))
print(dict.fromkeys("abc"), dict.fromkeys(["x", "y"], 0))
print({}, dict(), {"nested": {"a": [1, {"b": None}]}})
