# recursion over nested data structures
def total(obj):
    if isinstance(obj, (int, float)):
        return obj
    if isinstance(obj, dict):
        return sum(total(v) for v in obj.values())
    if isinstance(obj, (list, tuple)):
        return sum(total(v) for v in obj)
    return 0

def flatten_keys(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten_keys(v, key + "."))
        else:
            out[key] = v
    return out

data = {"a": 1, "b": [2, 3, {"c": 4}], "d": {"e": 5.5, "f": "skip", "g": (1, 1)}}
print(total(data))
print(flatten_keys({"db": {"host": "x", "port": 5432, "opts": {"ssl": True}}, "debug": False}))
def count_leaves(tree):
    if not isinstance(tree, list):
        return 1
    return sum(count_leaves(t) for t in tree)
print(count_leaves([1, [2, 3], [[4], [5, [6, 7]]]]))
def binary_strings(n):
    if n == 0:
        return [""]
    return [p + b for p in binary_strings(n - 1) for b in "01"]
print(binary_strings(3))
