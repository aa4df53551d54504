# __enter__ may return any object, not necessarily self
class Opener:
    def __init__(self, data):
        self.data = data
        self.opened = False
    def __enter__(self):
        self.opened = True
        return iter(self.data)
    def __exit__(self, *exc):
        self.opened = False

o = Opener([10, 20, 30])
with o as it:
    print(o.opened, next(it), next(it))
print(o.opened, list(it))
class SelfReturning:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        pass
    def hello(self):
        return "hello from self"
with SelfReturning() as s:
    print(s.hello(), type(s).__name__)
class NoneReturning:
    def __enter__(self):
        pass
    def __exit__(self, *a):
        pass
with NoneReturning() as n:
    print(n)
