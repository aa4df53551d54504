# A generator suspended inside try/finally or with is closed the moment the
# program lets go of it (break, return, unwinding, del), as CPython's
# reference counting does: the finally output comes before what follows.
import contextlib

def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("closed", tag)

@contextlib.contextmanager
def cm(tag):
    print("enter", tag)
    try:
        yield tag
    finally:
        print("exit", tag)

def with_gen(tag):
    with cm(tag):
        yield 1
        yield 2

# break out of a for loop
for x in gen("a"):
    break
print("after a")

# the loop over a with-block generator
for x in with_gen("b"):
    break
print("after b")

# an exception unwinding through the loop
try:
    for x in gen("c"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)

# still referenced elsewhere: not closed
keep = []
g = gen("d")
keep.append(g)
next(g)
del g
print("after del d (kept)")

# local generator dropped at return
def f(tag):
    h = gen(tag)
    next(h)
    return tag + "!"
print(f("e"))

# return from inside the loop
def first(tag):
    for x in gen(tag):
        return x
print(first("f"))

# nested: the generator in an inner function's loop
def outer():
    def inner():
        for x in gen("g"):
            if x == 1:
                break
        print("inner done")
    inner()
    print("outer done")
outer()

# a generator holding another
def wrapper(tag):
    try:
        yield from gen(tag)
    finally:
        print("wrapper closed", tag)
for x in wrapper("h"):
    break
print("after h")

# del at module level
g2 = gen("i")
next(g2)
del g2
print("after del i")

# a finally that raises: reported, the program goes on
def bad():
    try:
        yield 1
    finally:
        raise KeyError("in finally")
for x in bad():
    break
print("after bad")

print("end")
