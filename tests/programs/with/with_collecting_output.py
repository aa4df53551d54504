# a manager that swaps a module-level print target
lines = []
target = None

def emit(msg):
    if target is not None:
        target.append(msg)
    else:
        print(msg)

class Capture:
    def __enter__(self):
        global target
        self.prev = target
        self.buf = []
        target = self.buf
        return self.buf
    def __exit__(self, *exc):
        global target
        target = self.prev

emit("direct 1")
with Capture() as outer:
    emit("captured outer 1")
    with Capture() as inner:
        emit("captured inner")
    emit("captured outer 2")
emit("direct 2")
print(outer, inner)
