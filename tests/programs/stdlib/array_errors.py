# error messages as CPython's
from array import array
def t(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)
for tc in "bBhHiIlLqQ":
    for v in (2**70, 2**63, 2**40, 2**31, 2**16, 300, -1, -300, -2**15 - 1, -2**31 - 1, -2**63 - 1):
        t(lambda: array(tc, [v]))
    t(lambda: array(tc, [1.5]))
    t(lambda: array(tc, ["x"]))
for tc in "fd":
    t(lambda: array(tc, ["x"]))
    t(lambda: array(tc, [None]))
    t(lambda: array(tc, [2**2000]))
t(lambda: array("z"))
t(lambda: array("i", "abc"))
t(lambda: array("i", b"abc"))
t(lambda: array("i", 5))
t(lambda: array("ii"))
t(lambda: array(1))
a = array("i", [1, 2, 3])
t(lambda: a.index(9))
t(lambda: a.remove(9))
t(lambda: a.pop(10))
t(lambda: array("i").pop())
t(lambda: a[10])
t(lambda: a.__setitem__(10, 1))
t(lambda: a + [1])
t(lambda: a + array("d"))
t(lambda: a.frombytes(b"abc"))
t(lambda: a.extend(array("d")))
t(lambda: a.__setitem__(slice(0, 1), [1]))
t(lambda: a.__setitem__(slice(0, 3, 2), array("i", [1])))
t(lambda: a * "x")
t(lambda: hash(a))
t(lambda: a.fromlist((1,)))
t(lambda: a.__setitem__(0, 2**40))
t(lambda: a.append("s"))
t(lambda: array("u", "a").append(1))
t(lambda: a.tounicode())
print(a)
