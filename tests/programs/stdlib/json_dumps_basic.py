import json
data = {"name": "Ada", "age": 36, "tags": ["math", "code"], "ratio": 0.1 + 0.2, "ok": True, "none": None,
        "nested": {"list": [1, [2, [3, []]], {}], "empty": ""}, "big": 2**80, "neg": -17, "float": 1e21, "small": 1.5e-7}
print(json.dumps(data))
print(json.dumps(data, sort_keys=True))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=4, sort_keys=True, separators=(",", ": ")))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps([1, 2, [3, 4]], indent="--"))
print(json.dumps({"a": [1, {"b": []}]}, indent=0))
print(json.dumps(("tuple", 1, (2.0,))), json.dumps([]), json.dumps({}), json.dumps([[]], indent=2), json.dumps([{}], indent=2))
print(json.dumps("text"), json.dumps(42), json.dumps(-0.0), json.dumps(3.0), json.dumps(1e16), json.dumps(None), json.dumps(False))
print(json.dumps([float("inf"), float("-inf"), float("nan")]))
print(json.dumps({1: "one", 2.5: "two.5", True: "t", False: "f", None: "n", -7: "neg"}))
print(json.dumps({"b": 1, "a": 2, "c": [{"z": 0, "y": 1}]}, sort_keys=True, indent=1))
print(json.dumps([1, 2], indent=-3), json.dumps({"k": "v"}, indent=True))
print(json.dumps({"x": 1}, skipkeys=True), json.dumps({(1, 2): "tuple-key", "s": 1, frozenset(): 2}, skipkeys=True))
