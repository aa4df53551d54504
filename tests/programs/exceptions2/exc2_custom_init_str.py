# custom __init__ storing fields and __str__ formatting them
class HttpError(Exception):
    def __init__(self, status, reason="unknown"):
        super().__init__(status, reason)
        self.status = status
        self.reason = reason
    def __str__(self):
        return f"HTTP {self.status}: {self.reason}"

class NotFound(HttpError):
    def __init__(self, path):
        super().__init__(404, f"{path} not found")
        self.path = path

class Quiet(Exception):
    def __init__(self, code):
        self.code = code

for exc in [HttpError(500), HttpError(418, "teapot"), NotFound("/x")]:
    try:
        raise exc
    except HttpError as e:
        print(str(e), "|", repr(e), "|", e.args, e.status)
q = Quiet(7)
print(repr(q), str(q) == "", q.args, q.code)
try:
    raise NotFound("/missing")
except Exception as e:
    print(f"{type(e).__name__}: {e} path={e.path}")
