# get, setdefault, pop, popitem, update, clear, copy
d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("c", 3), d.setdefault("a", 99), d)
print(d.pop("b"), d.pop("b", "gone"), d)
d.update({"x": 9}, y=8)
d.update(z=7)
print(d)
print(d.popitem(), d.popitem(), d)
c = d.copy()
c["a"] = -1
print(d, c)
d.clear()
print(d, len(d), bool(d), bool(c))
lst = {"k": []}
lst.setdefault("k", []).append(1)
lst.setdefault("j", []).append(2)
print(lst)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError:", e)
print(d.get("q", d.get("r", "fallback")))
