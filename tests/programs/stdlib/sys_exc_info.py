# sys.exc_info() and sys.exception(): what is being handled, where.
import sys

print(sys.exc_info(), sys.exception())


def report(tag):
    t, v, tb = sys.exc_info()
    print(tag, t.__name__ if t else None, repr(v), sys.exception() is v)


try:
    raise ValueError("a")
except ValueError:
    report("in handler")
    try:
        raise KeyError("b")
    except KeyError:
        report("nested")
    report("back")
report("after")

try:
    try:
        raise TypeError("t")
    finally:
        report("finally")
except TypeError:
    pass


def gen():
    try:
        raise OSError("g")
    except OSError:
        yield 1
        report("gen resumed")
    yield 2


g = gen()
next(g)
report("outside gen")
try:
    raise LookupError("x")
except LookupError:
    next(g)
    report("caller after gen")


class CM:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        report("exit")
        return True


with CM():
    raise ZeroDivisionError("z")
report("after with")
try:
    raise RuntimeError("r")
except RuntimeError as e:
    print(sys.exc_info()[1] is e, len(sys.exc_info()))
