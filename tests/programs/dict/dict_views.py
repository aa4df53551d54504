# keys/values/items views are live and support set operations
d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
d["d"] = 4
print(len(k), list(v), ("d", 4) in it, "a" in k, 2 in v)
print(sorted(k & {"a", "c", "z"}), sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}))
print(sorted(it & {("a", 1), ("b", 99)}))
print(k == {"a", "b", "c", "d"}, k <= {"a", "b", "c", "d", "e"}, k.isdisjoint({"x"}))
print(list(reversed(k)), list(reversed(d.items())))
del d["b"]
print(list(k), list(v))
other = {"c": 30, "e": 5}
print(sorted(d.keys() & other.keys()), sorted(d.keys() - other.keys()))
print(type(k).__name__, type(v).__name__, type(it).__name__)
print(list(map(len, [k, v, it])))
