# list.extend, list +=, set.update, bytearray.extend and deque.extend keep
# the items read before the iterable raised, as CPython (which adds each
# item as it reads it) does.
import collections


def gen():
    yield 1
    yield 2
    raise ValueError("stop")


a = [0]
try:
    a.extend(gen())
except ValueError as e:
    print(e, a)
b = [0]
try:
    b += gen()
except ValueError as e:
    print(e, b)
s = {0}
try:
    s.update(gen())
except ValueError as e:
    print(e, sorted(s))
s2 = {0}
try:
    s2 |= set(gen())
except ValueError as e:
    print(e, s2)
ba = bytearray(b"x")


def g2():
    yield 65
    raise KeyError(1)


try:
    ba.extend(g2())
except KeyError as e:
    print(e, ba)
d = collections.deque([0])
try:
    d.extend(gen())
except ValueError as e:
    print(e, d)
c = [0]
try:
    c.extend(5)
except TypeError as e:
    print(e, c)
