# repr of dicts with assorted values and keys
d = {"s": "it's", "q": 'say "x"', "n": None, "f": 0.1 + 0.2, "l": [1, (2, 3)], "e": {}, 5: b"\x00", (1,): -0.0}
print(d)
print(repr({"é": "ü", "tab": "\t"}))
print(str({1: {2: {3: {}}}}))
print(repr({"a": 1}), len(repr(d)), len(str(d)))
rec = {"k": 1}
rec["self"] = rec
print(rec)
print({"x": [rec["k"]] * 3})
print({True: "t", None: [None]})
