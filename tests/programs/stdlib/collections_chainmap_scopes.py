from collections import ChainMap
defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
cfg = ChainMap(cli, env, defaults)
print(cfg["color"], cfg["user"], cfg["debug"], len(cfg), sorted(cfg), dict(cfg) == {"color": "red", "user": "admin", "debug": True})
cfg["color"] = "blue"
print(cli, defaults["color"])
child = cfg.new_child({"x": 1})
print(child["x"], child["user"], child.parents["color"], len(child.maps))
del child["x"]
print("x" in child, child.maps[0])
try:
    del cfg["user"]
except KeyError as e:
    print("KeyError:", e)
print(cfg.get("zzz", "none"), "user" in cfg, list(ChainMap({"a": 1}, {"b": 2, "a": 3}).items()))
print(ChainMap(), ChainMap({"a": 1}, {"b": 2}))
scopes = ChainMap({})
scopes["x"] = 1
scopes = scopes.new_child()
scopes["x"] = 2
scopes = scopes.new_child({"y": 3})
print(scopes["x"], scopes["y"], scopes.maps)
scopes = scopes.parents.parents
print(scopes["x"], scopes.maps)
print(cfg.pop("debug"), cfg.maps[0])
cm = ChainMap({"k": 1})
print(cm | {"j": 2}, {"j": 2} | cm if False else "")
try:
    ChainMap({}).popitem()
except KeyError as e:
    print("KeyError:", e)
