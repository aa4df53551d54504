import json
raw = """
{
  "model": "small",
  "tools": [
    {"name": "search", "args": {"q": "str", "k": 5}},
    {"name": "calc", "args": {"expr": "str"}}
  ],
  "retries": 3,
  "temperature": 0.7,
  "stop": ["\\n\\n", "END"],
  "meta": {"created": "2024-01-02", "owner": null}
}
"""
cfg = json.loads(raw)
print(sorted(cfg))
print([t["name"] for t in cfg["tools"]], cfg["stop"], cfg["meta"]["owner"] is None)
cfg["retries"] += 1
cfg["tools"].append({"name": "noop", "args": {}})
print(json.dumps(cfg, indent=2, sort_keys=True))
flat = {}
def flatten(prefix, v):
    if isinstance(v, dict):
        for k in v:
            flatten(prefix + "." + k if prefix else k, v[k])
    elif isinstance(v, list):
        for i, x in enumerate(v):
            flatten(f"{prefix}[{i}]", x)
    else:
        flat[prefix] = v
flatten("", cfg)
for k in sorted(flat):
    print(k, "=", json.dumps(flat[k]))
lines = ['{"ev": "start", "t": 0}', '{"ev": "step", "t": 1.5}', 'garbage', '{"ev": "end", "t": 3}']
ok, bad = [], []
for ln in lines:
    try:
        ok.append(json.loads(ln))
    except json.JSONDecodeError as e:
        bad.append((ln, e.msg, e.pos))
print(ok)
print(bad)
