import io
buf = io.StringIO()
print("a", "b", 3, file=buf)
print("x", "y", sep=", ", end="!\n", file=buf)
print(file=buf)
print([1, 2], {"k": None}, file=buf, flush=True)
print(repr(buf.getvalue()))

class Recorder:
    def __init__(self):
        self.calls = []
    def write(self, s):
        self.calls.append(s)
r = Recorder()
print(1, 2, 3, sep="|", file=r)
print(r.calls)
print("to stdout", file=None)
