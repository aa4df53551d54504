import json
cfg = {"name": "agent", "version": 3, "tags": ["a", "b"], "limits": {"cpu": 2, "mem": None}, "on": True, "ratio": 0.5, "empty": {}, "none": []}
print(json.dumps(cfg))
print(json.dumps(cfg, indent=2))
print(json.dumps(cfg, indent=0))
print(json.dumps(cfg, indent="\t", sort_keys=True))
print(json.dumps(cfg, indent="--"))
print(json.dumps([1, [2, [3, []]], {}], indent=1))
print(json.dumps(cfg, sort_keys=True, separators=(",", ":")))
print(json.dumps(cfg, separators=(";", "=")))
print(json.dumps([1, 2], indent=2, separators=(",", ": ")))
print(json.dumps({"b": 1, "a": {"d": 2, "c": 3}}, sort_keys=True, indent=3))
print(json.dumps({3: "x", 1: "y", 2: "z"}, sort_keys=True))
print(json.dumps({True: 1, None: 2, 1.5: 3, 7: 4}))
try:
    print(json.dumps({1: "a", "b": 2}, sort_keys=True))
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): 3, "ok": 1}, skipkeys=True))
print(json.dumps((1, 2, (3,))), json.dumps("tuple"), json.dumps(None), json.dumps(-0.0))
