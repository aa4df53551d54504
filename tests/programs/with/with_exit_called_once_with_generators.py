# with blocks inside generators: exit runs when the generator finishes or is closed
class Tracker:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("  open", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("  close", self.name, et.__name__ if et else None)

def reader(name, n):
    with Tracker(name):
        for i in range(n):
            yield f"{name}[{i}]"

print(list(reader("a", 2)))
g = reader("b", 5)
print(next(g), next(g))
g.close()
g = reader("c", 3)
print(next(g))
try:
    g.throw(ValueError("stop"))
except ValueError as e:
    print("propagated", e)
