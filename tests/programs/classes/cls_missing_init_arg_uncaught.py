# wrong number of constructor arguments
class Pair:
    def __init__(self, a, b=2, *, tag="t"):
        self.a, self.b, self.tag = a, b, tag

print(vars(Pair(1)), vars(Pair(1, 3, tag="x")))
for args, kw in [((1, 2, 3), {}), ((), {"b": 1}), ((1,), {"nope": 1}), ((1,), {"a": 1})]:
    try:
        Pair(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)
class NoInit:
    pass
try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)
Pair()
