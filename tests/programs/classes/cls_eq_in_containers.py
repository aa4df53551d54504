# __eq__ used by list.index/count/remove, in, dict value comparison, tuple comparison
class Approx:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        ov = o.v if isinstance(o, Approx) else o
        return abs(self.v - ov) < 0.01
    def __repr__(self):
        return f"~{self.v}"

xs = [Approx(1.0), Approx(2.0), Approx(2.001), Approx(3)]
print(xs.count(2), xs.index(3.004), 2.0 in xs, 5 in xs)
xs.remove(2.005)
print(xs)
print((Approx(1), 2) == (1.001, 2), [Approx(1)] == [1.0])
print({"k": Approx(0.5)} == {"k": 0.501})
print(1.0 == Approx(1.0), Approx(1) != 1.5)
