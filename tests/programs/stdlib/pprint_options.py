import pprint
data = {"z": 1, "a": [1, 2, {"k": "v", "b": (1, 2)}], "m": {"x": list(range(15))}}
print(pprint.pformat(data, indent=4))
print(pprint.pformat(data, width=30, indent=2))
print(pprint.pformat(data, depth=1))
print(pprint.pformat(data, depth=2))
print(pprint.pformat(data, sort_dicts=False))
print(pprint.pformat(data, width=20, sort_dicts=False))
print(pprint.pformat(list(range(50)), compact=True))
print(pprint.pformat([["ab"] * 3] * 6, width=40, compact=True))
pprint.pp(data, width=30)
print(pprint.pformat(10**20, underscore_numbers=True), pprint.pformat([10**6], underscore_numbers=True))
