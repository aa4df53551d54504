# __getattr__ is only called for missing attributes
class Proxy:
    def __init__(self, target):
        self.target = target
        self.misses = []
    def __getattr__(self, name):
        self.misses.append(name)
        return getattr(self.target, name)

class Data:
    size = 3
    def hello(self):
        return "hi from Data"

p = Proxy(Data())
print(p.size, p.hello(), p.target.size)
print(p.misses)
print(getattr(p, "nothing", "default"), hasattr(p, "nope"), hasattr(p, "size"))
print(p.misses)

class Dyn:
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:].upper()
        raise AttributeError(f"Dyn has no {name}")

d = Dyn()
print(d.get_foo(), d.get_bar())
try:
    d.other
except AttributeError as e:
    print("AttributeError:", e)
d.real = 1
print(d.real)
