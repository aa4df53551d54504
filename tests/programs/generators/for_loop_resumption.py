# Generators driven by `for` loops: exhaustion, errors, handled exceptions
# across yields, break and later resumption, yield from, re-entrancy.
import sys


def count(n):
    for i in range(n):
        yield i


def squares(src):
    for x in src:
        yield x * x


print(list(squares(count(5))), sum(squares(count(10))))
total = 0
for v in squares(squares(count(6))):
    total += v
print(total)


def stops():
    yield 1
    raise StopIteration("inner")


try:
    for v in stops():
        print("got", v)
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__, e.__cause__)


def raises_after(n):
    for i in range(n):
        yield i
    raise ValueError(f"after {n}")


def wrapper(src):
    try:
        for x in src:
            yield x
    except ValueError as e:
        yield f"caught {e}"
    finally:
        print("wrapper finally")


for v in wrapper(raises_after(2)):
    print(v)


def handled_state():
    try:
        raise KeyError("k")
    except KeyError:
        yield sys.exc_info()[0].__name__
        yield sys.exc_info()[0].__name__
    yield sys.exc_info()[0]


try:
    raise IndexError("outer")
except IndexError:
    for v in handled_state():
        print(v, sys.exc_info()[0].__name__)
print(sys.exc_info()[0])

g = count(10)
for v in g:
    if v == 3:
        break
print("after break", next(g), list(g))


def delegating():
    yield "start"
    yield from count(3)
    r = yield from inner_ret()
    yield f"ret {r}"


def inner_ret():
    yield "inner"
    return 42


print(list(delegating()))
for v in delegating():
    print("d", v)


def selfish():
    for v in gen:
        yield v


gen = selfish()
try:
    next(gen)
except ValueError as e:
    print("ValueError:", e)


def deep(n):
    if n == 0:
        yield "bottom"
        return
    for v in deep(n - 1):
        yield v


print(list(deep(50)))


def finally_on_close():
    try:
        yield 1
        yield 2
    finally:
        print("closed")


g = finally_on_close()
for v in g:
    print("v", v)
    break
g.close()
print(g.gi_running, list(g))


def running_flag():
    yield gen2.gi_running


gen2 = running_flag()
for v in gen2:
    print("running inside:", v)
print("running after:", gen2.gi_running)


def catches_in_loop():
    for i in range(3):
        try:
            if i == 1:
                raise TypeError("one")
            yield i
        except TypeError as e:
            yield f"handled {e}"


print(list(catches_in_loop()))
for v in catches_in_loop():
    print(v, sys.exc_info()[0])


def boom():
    yield 1
    1 / 0


def outer():
    for v in boom():
        yield v


try:
    for v in outer():
        print("boom", v)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print([x for g2 in (count(2), count(3)) for x in g2])


def send_none():
    x = yield 1
    yield x


print(list(send_none()))
for v in squares(count(3)):
    pass
print(v)
for v in count(0):
    print("never")
else:
    print("empty else")
