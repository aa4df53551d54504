# an exception raised while handling another (implicit chaining), uncaught
def load(config, key):
    try:
        return config[key]
    except KeyError:
        print("missing", key, "- trying fallback")
        return int(config["fallback"])

cfg = {"port": 8080, "fallback": "80"}
print(load(cfg, "port"))
print(load(cfg, "host"))
cfg["fallback"] = "eighty"
print(load(cfg, "host"))
