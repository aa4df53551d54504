x: int = 1
print(list(globals()))
print(__spec__, __package__, __cached__, __name__, __doc__)
import builtins
print(__builtins__ is builtins, __annotations__)
print(sorted(k for k in dir() if k.startswith("__")))


def f():
    return __spec__, __package__


print(f())
