# KeyError messages use repr of the key
d = {"a": 1, 2: "two", (3, 4): "tuple", None: "none"}
for key in ["a", 2, (3, 4), None, "b", 5, (1,), "it's", ""]:
    try:
        print(repr(key), "->", d[key])
    except KeyError as e:
        print("KeyError:", e, "| repr:", repr(e))
try:
    d.pop("gone")
except KeyError as e:
    print("pop:", e)
try:
    set().remove(("x", 1))
except KeyError as e:
    print("set.remove:", e)
