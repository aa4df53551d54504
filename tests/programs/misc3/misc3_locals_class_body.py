# locals() inside a class body is the class namespace being built
class Config:
    host = "localhost"
    port = 8080
    names_so_far = sorted(k for k in locals() if not k.startswith("__"))
    def method(self):
        pass
    final_names = sorted(k for k in locals() if not k.startswith("__"))

print(Config.names_so_far)
print(Config.final_names)
print(Config.__module__, Config.__qualname__)
def make_class(tag):
    class Local:
        label = tag
        seen = sorted(k for k in locals() if not k.startswith("__"))
    return Local
L = make_class("t1")
print(L.label, L.seen, L.__qualname__)
