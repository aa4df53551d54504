# basic with statement: __enter__ result bound by as, __exit__ gets None triple
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc, tb)
        return False

with CM("a") as value:
    print("body with", value)
with CM("b"):
    print("body without as")
print(value)
cm = CM("reused")
with cm as v1:
    pass
with cm as v2:
    pass
print(v1, v2)
