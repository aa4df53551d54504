# keys of various hashable types
d = {1: "int", 2.5: "float", "s": "str", (1, 2): "tuple", None: "none", True: "bool?", frozenset({1}): "fs", b"b": "bytes"}
print(d)
print(d[1], d[True], d[1.0], d[(1, 2)], d[None], d[frozenset([1])], d[b"b"])
print(len(d), 1 in d, 0 in d, 2.5 in d)
d2 = {0: "zero"}
d2[False] = "false"
d2[0.0] = "float zero"
print(d2)
print({-0.0: "a", 0: "b"})
for k in [[], {}, {1}]:
    try:
        d[k] = 1
    except TypeError as e:
        print("TypeError:", e)
