# The empty tuple is a singleton: every way of making one gives the same object.
e = ()
t = (1, 2, 3)
empties = [
    tuple(),
    tuple([]),
    tuple(x for x in []),
    t[3:],
    t[0:0],
    t[::-1][5:],
    e * 3,
    t * 0,
    e + e,
    tuple(range(0)),
    tuple({}),
]
print([x is e for x in empties])
def f(*args):
    return args
print(f() is e, f(*[]) is e)
print(id(tuple()) == id(e))
print(len(e), e == (), repr(e), hash(e) == hash(tuple()))
print(divmod(7, 2)[2:] is e)
print(tuple(t[i] for i in range(0)) is e)
a, *rest = [1]
print(rest, type(rest).__name__)
print(sorted(e) == [], list(e))
class T(tuple):
    pass
s = T()
print(s is e, s == e, type(s).__name__)
print(tuple(s) is e)
