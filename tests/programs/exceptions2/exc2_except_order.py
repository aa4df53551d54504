# first matching except clause wins, even when a later one is more specific
class A(Exception): pass
class B(A): pass
class C(B): pass

def which(exc):
    try:
        raise exc
    except A:
        return "A-clause"
    except B:
        return "B-clause (never)"

def specific(exc):
    try:
        raise exc
    except C:
        return "C"
    except B:
        return "B"
    except A:
        return "A"

for exc in [A(), B(), C()]:
    print(type(exc).__name__, which(exc), specific(exc))
print([k.__name__ for k in C.__mro__])
try:
    raise C("msg")
except (C, B) as e:
    print("tuple", type(e).__name__, e)
