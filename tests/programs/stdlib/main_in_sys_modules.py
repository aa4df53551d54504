# The main program is a module in sys.modules: attributes read and set
# through it are the program's globals, and `import __main__` is the same object.
import sys


def handler_add(a, b):
    return a + b


def handler_mul(a, b):
    return a * b


this = sys.modules[__name__]
print(type(this).__name__, this.__name__)
for op in ["add", "mul"]:
    print(op, getattr(this, "handler_" + op)(6, 7))
setattr(this, "created", [1, 2])
print(created)
counter = 0
counter += 5
print(this.counter)
import __main__
print(__main__ is this, __main__.handler_add is handler_add)
print("__main__" in sys.modules, hasattr(this, "missing"))
print(sorted(k for k in vars(this) if k.startswith("handler")))
print(int.__dict__["__add__"], "append" in vars(list), "append" in vars(tuple))
print(str.__dict__["upper"], "upper" in str.__dict__)
