# raise ... from None hides the context in the traceback
class ConfigError(Exception):
    pass

settings = {"host": "localhost", "port": "5432"}
def get(key):
    try:
        return settings[key]
    except KeyError:
        raise ConfigError(f"missing setting: {key}") from None

print(get("host"), get("port"))
try:
    get("user")
except ConfigError as e:
    print("caught once:", e, e.__suppress_context__)
get("password")
