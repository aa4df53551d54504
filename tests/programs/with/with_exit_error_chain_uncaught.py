# uncaught error from __exit__ chained to the body exception
class Closer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("closing", self.name, "pending:", repr(ev))
        if et is not None:
            raise IOError(f"failed to close {self.name}")

with Closer("ok.txt"):
    print("writing ok.txt")
with Closer("bad.txt"):
    raise ValueError("write failed")
