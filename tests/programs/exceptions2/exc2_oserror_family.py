# OSError subclasses and their args
class ConnError(ConnectionError):
    pass

for exc in [OSError("plain"), FileNotFoundError("missing.txt"), PermissionError("denied"),
            ConnError("reset"), TimeoutError("slow"), OSError(2, "No such file")]:
    print(type(exc).__name__, exc.args, str(exc), isinstance(exc, OSError))
print([k.__name__ for k in ConnError.__mro__])
try:
    raise ConnError("peer gone")
except OSError as e:
    print("caught as OSError:", e)
print(issubclass(FileNotFoundError, OSError), issubclass(TimeoutError, OSError))
e = OSError(13, "Permission denied")
print(e.errno, e.strerror, str(e))
