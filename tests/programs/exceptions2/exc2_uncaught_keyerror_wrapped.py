# KeyError inside a lookup helper wrapped as AttributeError
class Namespace:
    def __init__(self, **kw):
        self._data = dict(kw)
    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(f"namespace has no field {name!r}") from None
    def __getitem__(self, name):
        try:
            return self._data[name]
        except KeyError as e:
            raise LookupError(f"no item {name!r}") from e

ns = Namespace(a=1, b="two")
print(ns.a, ns.b, ns["a"], getattr(ns, "c", "default"))
try:
    ns.zz
except AttributeError as e:
    print("AttributeError:", e)
ns["missing"]
