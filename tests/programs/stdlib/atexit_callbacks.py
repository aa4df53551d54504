import atexit
import sys


def show(tag, *rest, sep="-"):
    print("exit", tag, sep.join(map(str, rest)))


def boom():
    raise ValueError("callback failed")


def leave():
    print("leave runs")
    sys.exit(4)


atexit.register(show, "first", 1, 2, sep="+")
atexit.register(boom)
atexit.register(leave)


@atexit.register
def decorated():
    print("decorated runs; registered during exit:", atexit.register(show, "late") is show)


atexit.register(print, "never")
atexit.unregister(print)
for bad in (5, None, "text"):
    try:
        atexit.register(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print("returns the function:", atexit.register(show, "last") is show)
print("main body ends")
