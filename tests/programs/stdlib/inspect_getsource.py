# inspect.getsource / getsourcelines for the program's own functions and
# classes.
import inspect


def simple(a, b):
    """Add."""
    total = a + b
    return total


def decorate(fn):
    return fn


@decorate
def decorated(x):
    if x:
        return [
            x,
        ]

    return None


class Shape:
    sides = 0

    def area(self):
        return 0.0


def one_liner(): return 1


square = lambda n: n * n

print(inspect.getsource(simple), end="")
print("--")
print(inspect.getsource(decorated), end="")
print("--")
print(inspect.getsource(Shape), end="")
print("--")
print(inspect.getsource(Shape.area), end="")
print("--")
print(inspect.getsource(one_liner), end="")
print(inspect.getsource(square), end="")
lines, start = inspect.getsourcelines(simple)
print(start, len(lines))
print(inspect.getsourcelines(Shape().area)[1])
try:
    inspect.getsource(len)
except TypeError as exc:
    print("TypeError", exc)
print(inspect.getfile(simple) == __file__ or inspect.getfile(simple).endswith("inspect_getsource.py"))
