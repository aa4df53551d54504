# exceptions raised inside dunder methods propagate to the operator site
class Strict:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if not isinstance(o, Strict):
            raise TypeError(f"Strict can only add Strict, not {type(o).__name__}")
        return Strict(self.v + o.v)
    def __getitem__(self, i):
        raise KeyError(f"no item {i}")
    def __iter__(self):
        yield self.v
        raise ValueError("iteration exploded")

class Sized:
    def __len__(self):
        raise RuntimeError("len exploded")

s = Strict(1)
print((s + Strict(2)).v)
for bad in [lambda: s + 1, lambda: s[3], lambda: len(Sized()), lambda: list(s), lambda: bool(Sized())]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
s + "x"
