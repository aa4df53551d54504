# update/merge semantics and precedence
defaults = {"color": "red", "size": "M", "qty": 1}
user = {"size": "L", "qty": 3}
merged = {**defaults, **user}
print(merged)
print(defaults | user, user | defaults)
cfg = defaults.copy()
cfg.update(user, qty=5)
print(cfg)
cfg.update([("color", "blue")])
cfg.update({})
print(cfg)
x = {"a": 1}
y = x
x |= {"b": 2}
print(y, x is y)
x = x | {"c": 3}
print(y, x, x is y)
def deep_merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out
print(deep_merge({"db": {"host": "h", "port": 1}, "debug": False}, {"db": {"port": 2}, "debug": True}))
try:
    {}.update(1)
except TypeError as e:
    print("TypeError:", e)
