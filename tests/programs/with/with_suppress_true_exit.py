# __exit__ returning True suppresses the exception
class Suppress:
    def __init__(self, *types):
        self.types = types
        self.caught = []
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            self.caught.append(f"{et.__name__}: {ev}")
            return True
        return False

s = Suppress(ZeroDivisionError, KeyError)
with s:
    1 / 0
    print("not reached")
print("after first")
with s:
    {}["missing"]
with s:
    print("no error")
print(s.caught)
try:
    with s:
        int("x")
except ValueError as e:
    print("ValueError escaped:", e)
for i in range(4):
    with s:
        if i % 2:
            raise KeyError(i)
        print("iteration", i, "ok")
print(len(s.caught))
