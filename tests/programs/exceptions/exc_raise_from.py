# raise ... from ... sets __cause__; implicit chaining sets __context__
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"could not parse {s!r}") from e

try:
    parse("abc")
except RuntimeError as e:
    print(e, "| cause:", repr(e.__cause__), "| suppress:", e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("during handling")
except KeyError as e:
    print(repr(e), "| context:", repr(e.__context__), "| cause:", e.__cause__)

try:
    try:
        [][0]
    except IndexError:
        raise ValueError("no context") from None
except ValueError as e:
    print(e, e.__cause__, e.__suppress_context__, repr(e.__context__))
print(parse("12"))
parse("twelve")
