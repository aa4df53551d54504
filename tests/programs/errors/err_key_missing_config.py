# KeyError when reading required configuration
config = {"host": "db.local", "port": 5432, "user": "app"}
print(f"{config['host']}:{config['port']}")
optional = config.get("timeout", 30)
print("timeout", optional)
required = ["host", "port", "user", "password"]
present = [k for k in required if k in config]
print("present:", present)
print("missing:", [k for k in required if k not in config])
password = config["password"]
print("connected with", password)
