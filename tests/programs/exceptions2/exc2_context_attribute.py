# raising inside except sets __context__ implicitly
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("while handling")
except ValueError as e:
    print(e, "| context:", repr(e.__context__), "| cause:", e.__cause__)
    print(e.__suppress_context__)

def fails():
    try:
        [][1]
    except IndexError:
        {}["k"]

try:
    fails()
except KeyError as e:
    print(repr(e), "<-", type(e.__context__).__name__, e.__context__)

try:
    try:
        raise OSError("disk")
    finally:
        print("finally runs")
except OSError as e:
    print(e, e.__context__)
try:
    try:
        raise ValueError("a")
    except ValueError:
        pass
    raise TypeError("b")
except TypeError as e:
    print("no context after handler finished:", e.__context__)
