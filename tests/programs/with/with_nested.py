# nested with blocks and exceptions passing through layers
class Layer:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print(f"enter {self.name}")
        return self
    def __exit__(self, et, ev, tb):
        print(f"exit {self.name} ({et.__name__ if et else 'ok'})")
        return self.suppress

with Layer("outer", suppress=True):
    with Layer("middle"):
        with Layer("inner"):
            raise IndexError("deep")
        print("skipped")
    print("skipped too")
print("after outer")
with Layer("a"):
    with Layer("b", suppress=True):
        raise ValueError
    print("continues in a")
