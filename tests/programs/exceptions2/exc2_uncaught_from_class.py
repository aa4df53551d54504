# raise X from SomeExceptionClass (the class is instantiated)
class UpstreamError(Exception):
    pass

try:
    raise RuntimeError("with class cause") from UpstreamError
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__cause__.args, isinstance(e.__cause__, UpstreamError))
def fetch():
    raise ConnectionError("upstream unavailable") from TimeoutError
try:
    fetch()
except OSError as e:
    print(e, type(e.__cause__).__name__)
raise PermissionError("final uncaught") from UpstreamError
