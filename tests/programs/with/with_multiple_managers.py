# multiple managers in one with: entered left to right, exited right to left
class Step:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, et, ev, tb):
        print("exit", self.n, et.__name__ if et else None)

with Step(1) as a, Step(2) as b, Step(3) as c:
    print("body", a + b + c)
try:
    with Step(1), Step(2):
        raise KeyError("inside")
except KeyError as e:
    print("caught", e)
with (Step("p1") as x,
      Step("p2") as y):
    print("parenthesized", x, y)
