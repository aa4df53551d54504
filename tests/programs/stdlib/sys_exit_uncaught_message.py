import sys


def check(cfg):
    if "name" not in cfg:
        sys.exit(f"error: config is missing 'name' (got {sorted(cfg)})")
    return cfg["name"]


print(check({"name": "ok"}))
try:
    check({})
except SystemExit as e:
    print("caught:", e.code)
print("before exit")
check({"size": 1, "color": 2})
print("not reached")
