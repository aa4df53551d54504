# __delattr__ hook and delattr builtin
class Guarded:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.keep = 3
    def __delattr__(self, name):
        if name == "keep":
            raise AttributeError("keep is protected")
        print("deleting", name)
        super().__delattr__(name)

g = Guarded()
del g.a
delattr(g, "b")
print(sorted(vars(g)))
try:
    del g.keep
except AttributeError as e:
    print("AttributeError:", e)
try:
    del g.a
except AttributeError as e:
    print("AttributeError:", e)
class Plain:
    pass
p = Plain()
p.x = 1
del p.x
try:
    del p.x
except AttributeError as e:
    print("AttributeError:", e)
print(vars(p))
