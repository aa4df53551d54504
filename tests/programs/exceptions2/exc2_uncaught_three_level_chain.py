# three exceptions chained: cause, then context
def a():
    return {}["x"]

def b():
    try:
        a()
    except KeyError as e:
        raise ValueError("b failed") from e

def c():
    try:
        b()
    except ValueError:
        raise RuntimeError("c failed")

try:
    c()
except RuntimeError as e:
    print(type(e).__name__, type(e.__context__).__name__, type(e.__context__.__cause__).__name__)
c()
