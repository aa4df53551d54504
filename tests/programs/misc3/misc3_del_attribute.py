# del on instance and class attributes
class Thing:
    kind = "generic"
    def __init__(self):
        self.a = 1
        self.b = 2

t = Thing()
del t.a
print(hasattr(t, "a"), t.b)
try:
    del t.kind
except AttributeError as e:
    print("AttributeError:", e)
del Thing.kind
print(hasattr(t, "kind"), hasattr(Thing, "kind"))
class Holder:
    pass
h = Holder()
h.inner = Holder()
h.inner.value = 5
del h.inner.value
print(vars(h.inner))
try:
    del t.nonexistent
except AttributeError as e:
    print("AttributeError:", e)
try:
    del (1).real
except AttributeError as e:
    print("AttributeError:", e)
