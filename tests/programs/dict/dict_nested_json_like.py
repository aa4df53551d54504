# navigating nested JSON-like data
config = {
    "server": {"host": "localhost", "ports": [8080, 8443], "tls": {"enabled": True, "cert": None}},
    "users": [{"name": "ann", "roles": ["admin", "dev"]}, {"name": "bo", "roles": []}],
    "version": 3,
}
print(config["server"]["ports"][1], config["server"]["tls"]["enabled"], config["users"][0]["roles"][-1])

def walk(obj, path=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            walk(v, f"{path}.{k}" if path else k)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            walk(v, f"{path}[{i}]")
    else:
        print(f"{path} = {obj!r}")

walk(config)

def get_path(obj, dotted, default=None):
    for part in dotted.split("."):
        if isinstance(obj, dict) and part in obj:
            obj = obj[part]
        else:
            return default
    return obj

print(get_path(config, "server.tls.enabled"), get_path(config, "server.x.y", "n/a"))
admins = [u["name"] for u in config["users"] if "admin" in u["roles"]]
print(admins)
