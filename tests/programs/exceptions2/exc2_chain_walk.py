# walk an exception chain through __cause__ and __context__
def chain(e):
    out = []
    while e is not None:
        how = "cause" if e.__cause__ is not None else ("context" if e.__context__ is not None and not e.__suppress_context__ else "end")
        out.append(f"{type(e).__name__}({e})[{how}]")
        e = e.__cause__ if e.__cause__ is not None else (None if e.__suppress_context__ else e.__context__)
    return " -> ".join(out)

def level3():
    raise KeyError("k")

def level2():
    try:
        level3()
    except KeyError as e:
        raise ValueError("bad value") from e

def level1():
    try:
        level2()
    except ValueError:
        raise RuntimeError("top")

try:
    level1()
except RuntimeError as e:
    print(chain(e))

try:
    try:
        level2()
    except ValueError:
        raise TypeError("hidden") from None
except TypeError as e:
    print(chain(e))
