# raise ... from ... left uncaught: the last line is the outer exception
def read_setting(settings, name):
    try:
        value = settings[name]
    except KeyError as e:
        raise LookupError(f"setting {name!r} is required") from e
    return value

settings = {"debug": True, "level": 3}
print(read_setting(settings, "debug"))
print(read_setting(settings, "level"))
print(sorted(settings))
read_setting(settings, "timeout")
