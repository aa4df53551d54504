# bare raise inside nested handlers re-raises the current exception with its chain intact
def inner():
    try:
        int("zz")
    except ValueError as e:
        raise LookupError("lookup failed") from e

def middle():
    try:
        inner()
    except LookupError:
        print("middle saw it, re-raising")
        raise

try:
    middle()
except LookupError as e:
    print(e, "| cause:", e.__cause__)
try:
    try:
        raise ValueError("v")
    except ValueError as v:
        try:
            raise TypeError("t")
        except TypeError:
            pass
        raise
except ValueError as e:
    print("re-raised the outer one:", e, e.__context__)
