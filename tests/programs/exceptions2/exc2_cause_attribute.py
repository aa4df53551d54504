# raise ... from ... sets __cause__ and __suppress_context__
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"cannot parse {s!r}") from e

try:
    parse("x1")
except RuntimeError as e:
    print(e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__suppress_context__, e.__context__ is e.__cause__)
try:
    raise KeyError("outer") from IndexError("inner")
except KeyError as e:
    print(repr(e.__cause__), e.__context__, e.__suppress_context__)
e = ValueError("fresh")
print(e.__cause__, e.__context__, e.__suppress_context__)
try:
    raise TypeError("t") from ZeroDivisionError
except TypeError as e:
    print(type(e.__cause__).__name__, e.__cause__.args)
